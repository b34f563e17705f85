import { i18next } from '../../../lib/i18n/i18n';

const rewardsPt = {
  mallTitle: 'Loja de pontos',
  myPoints: 'Meus pontos',
  points: '{{n}} pontos',
  earnRule: 'Ganhe {{count}} ponto(s) a cada R$ 1,00 apostado.',
  noEarning: 'No momento as apostas não rendem pontos.',
  stockLeft: 'Restam {{count}}',
  soldOut: 'Esgotado',
  redeem: 'Trocar',
  redeemed: 'Troca feita: {{name}}',
  notEnough: 'Pontos insuficientes',
  confirmTitle: 'Confirmar troca',
  confirmItem: 'Item',
  confirmPrice: 'Preço',
  confirmAfter: 'Seus pontos depois',
  confirmCancel: 'Cancelar',
  noItems: 'Nenhum item na loja agora.',
  mallClosed: 'A loja de pontos não está disponível.',
  rainTitle: 'Chuva de envelopes',
  rainLive: 'Está chovendo envelopes! Toque em um para abrir.',
  rainEndsIn: 'Termina em {{time}}',
  rainNextIn: 'Próxima chuva em',
  rainNextAt: 'Começa às {{time}}',
  rainNone: 'Nenhuma chuva programada agora.',
  rainWon: 'Você ganhou',
  rainWonHint: 'O valor já está no seu saldo. Volte na próxima chuva!',
  rainEmpty: 'Todos os envelopes desta chuva já foram pegos.',
  rainLeft: '{{count}} de {{total}} envelopes restantes',
  envelope: 'Abrir envelope {{n}}',
  rainUnavailable: 'Não foi possível carregar a chuva de envelopes.',
};

const rewardsEn: typeof rewardsPt = {
  mallTitle: 'Points mall',
  myPoints: 'My points',
  points: '{{n}} points',
  earnRule: 'Earn {{count}} point(s) for every R$ 1.00 you bet.',
  noEarning: 'Bets earn no points at the moment.',
  stockLeft: '{{count}} left',
  soldOut: 'Sold out',
  redeem: 'Redeem',
  redeemed: 'Redeemed: {{name}}',
  notEnough: 'Not enough points',
  confirmTitle: 'Confirm redemption',
  confirmItem: 'Item',
  confirmPrice: 'Price',
  confirmAfter: 'Your points after',
  confirmCancel: 'Cancel',
  noItems: 'No items in the mall right now.',
  mallClosed: 'The points mall is not available.',
  rainTitle: 'Red envelope rain',
  rainLive: 'Red envelopes are falling! Tap one to open it.',
  rainEndsIn: 'Ends in {{time}}',
  rainNextIn: 'Next rain in',
  rainNextAt: 'Starts at {{time}}',
  rainNone: 'No rain scheduled right now.',
  rainWon: 'You won',
  rainWonHint: 'The amount is already in your balance. Come back for the next rain!',
  rainEmpty: 'All envelopes of this rain are taken.',
  rainLeft: '{{count}} of {{total}} envelopes left',
  envelope: 'Open envelope {{n}}',
  rainUnavailable: 'The red envelope rain could not be loaded.',
};

/** Namespace "rewards", added when the mall or rain screen loads. */
export function registerRewardsTexts(): void {
  if (i18next.hasResourceBundle('pt', 'rewards')) return;
  i18next.addResourceBundle('pt', 'rewards', rewardsPt);
  i18next.addResourceBundle('en', 'rewards', rewardsEn);
}
