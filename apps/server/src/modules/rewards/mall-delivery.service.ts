import type { OperatorRedemption } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { RewardsDeps } from './rewards.deps.js';
import * as repo from './mall-delivery.repository.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const viewOf = (r: repo.RedemptionListRow): OperatorRedemption => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  username: r.username,
  itemCode: r.item_code,
  itemName: r.name_pt,
  pricePoints: Number(r.price_points),
  createdAt: iso(r.created_at)!,
  deliveredAt: iso(r.delivered_at),
  deliveredBy: r.delivered_by,
  deliveryNote: r.delivery_note,
});

export async function goodsRedemptions(deps: RewardsDeps, merchantId: number, queue: 'waiting' | 'delivered', limit: number) {
  return (await repo.listGoodsRedemptions(deps.db, merchantId, queue === 'delivered', limit)).map(viewOf);
}

/** Where a redemption stands (the audit row's `before`); null when the merchant has none of that id. */
export async function redemptionState(deps: RewardsDeps, merchantId: number, id: number) {
  const row = await repo.findRedemptionById(deps.db, merchantId, id);
  return row ? { deliveredAt: row.deliveredAt?.toISOString() ?? null, deliveredBy: row.deliveredBy } : null;
}

/**
 * Records that the goods reached the member, once: a cash conversion has nothing to deliver (not found), and a
 * redemption already delivered answers mall.redemption.delivered, however many calls arrive at once.
 */
export async function markDelivered(deps: RewardsDeps, merchantId: number, id: number, by: string, note: string | undefined) {
  const row = await repo.findRedemptionById(deps.db, merchantId, id);
  if (!row || row.cashAmount !== null) throw new AppError('mall.redemption.not.found');
  const marked = await repo.markDelivered(deps.db, merchantId, id, {
    deliveredAt: new Date(deps.clock()),
    deliveredBy: by,
    deliveryNote: note ?? null,
  });
  if (!marked) throw new AppError('mall.redemption.delivered');
  return (await redemptionState(deps, merchantId, id))!;
}
