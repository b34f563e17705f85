/** Errors of the VIP ladder, points mall and red envelope rain (merged into errorList). */
export const rewardsErrorList = {
  'mall.item.not.found': { status: 404, messageKey: 'mall_item_not_found' },
  'mall.out.of.stock': { status: 409, messageKey: 'mall_out_of_stock' },
  'mall.points.insufficient': { status: 409, messageKey: 'mall_points_insufficient' },
  'mall.request.reused': { status: 409, messageKey: 'mall_request_reused' },
  'rain.not.found': { status: 404, messageKey: 'rain_not_found' },
  'rain.not.live': { status: 409, messageKey: 'rain_not_live' },
  'rain.already.claimed': { status: 409, messageKey: 'rain_already_claimed' },
  'rain.empty': { status: 409, messageKey: 'rain_empty' },
} as const;

export const rewardsErrorsEn = {
  mall_item_not_found: 'This item is not in the mall.',
  mall_out_of_stock: 'This item is out of stock.',
  mall_points_insufficient: 'You do not have enough points for this item.',
  mall_request_reused: 'This request was already used for another item.',
  rain_not_found: 'This red envelope rain does not exist.',
  rain_not_live: 'This red envelope rain is not falling now.',
  rain_already_claimed: 'You already opened an envelope in this rain.',
  rain_empty: 'All envelopes of this rain are taken.',
};

export const rewardsErrorsPt: typeof rewardsErrorsEn = {
  mall_item_not_found: 'Este item não está na loja.',
  mall_out_of_stock: 'Este item está esgotado.',
  mall_points_insufficient: 'Você não tem pontos suficientes para este item.',
  mall_request_reused: 'Este pedido já foi usado para outro item.',
  rain_not_found: 'Esta chuva de envelopes não existe.',
  rain_not_live: 'Esta chuva de envelopes não está acontecendo agora.',
  rain_already_claimed: 'Você já abriu um envelope nesta chuva.',
  rain_empty: 'Todos os envelopes desta chuva já foram pegos.',
};
