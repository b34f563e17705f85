import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { mallRedemptions } from './rewards.tables.js';

export interface RedemptionListRow {
  id: number;
  member_id: number;
  username: string;
  item_code: string;
  name_pt: string;
  name_en: string;
  price_points: string;
  created_at: Date | string;
  delivered_at: Date | string | null;
  delivered_by: string | null;
  delivery_note: string | null;
}

/**
 * Goods redemptions (cash conversions pay at once and never wait) waiting for delivery, oldest first, or delivered,
 * newest first; with the member's name and the item.
 */
export async function listGoodsRedemptions(db: Db, merchantId: number, delivered: boolean, limit: number): Promise<RedemptionListRow[]> {
  const result = await db.execute(sql`
    select r.id, r.member_id, m.username, i.code as item_code, i.name_pt, i.name_en, r.price_points::text as price_points,
           r.created_at, r.delivered_at, r.delivered_by, r.delivery_note
      from mall_redemptions r
      join mall_items i on i.id = r.item_id
      join ${membersView(merchantId)} m on m.id = r.member_id
     where r.merchant_id = ${merchantId} and r.cash_amount is null
       and ${delivered ? sql`r.delivered_at is not null` : sql`r.delivered_at is null`}
     order by ${delivered ? sql`r.delivered_at desc` : sql`r.created_at asc`}, r.id
     limit ${limit}`);
  return rowsOf<RedemptionListRow>(result);
}

export async function findRedemptionById(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(mallRedemptions)
    .where(and(eq(mallRedemptions.merchantId, merchantId), eq(mallRedemptions.id, id)));
  return rows[0];
}

/** Marks a goods redemption delivered unless it is already: the condition makes a second call (or two at once) change nothing. */
export async function markDelivered(
  db: Db,
  merchantId: number,
  id: number,
  values: { deliveredAt: Date; deliveredBy: string; deliveryNote: string | null },
): Promise<boolean> {
  const rows = await db
    .update(mallRedemptions)
    .set(values)
    .where(
      and(
        eq(mallRedemptions.merchantId, merchantId),
        eq(mallRedemptions.id, id),
        isNull(mallRedemptions.deliveredAt),
        isNull(mallRedemptions.cashAmount),
      ),
    )
    .returning({ id: mallRedemptions.id });
  return rows.length > 0;
}
