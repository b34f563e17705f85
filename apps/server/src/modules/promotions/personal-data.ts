import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { rewardApplicationPictures, rewardApplications } from './promotions.tables.js';

/*
 * What the promotions module holds about a person, for the LGPD calls (modules/privacy): the promotions joined and
 * the reward applications (with the player's remarks and pictures) that a copy of one's data lists. When a closure is
 * processed the remarks and pictures are erased; the entries and rewards stay, as the ledger's money records do.
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

/** Every promotion entry of the member (a few per promotion and period), oldest first. */
export async function promotionEntriesOf(db: Db, key: MemberKey) {
  const result = await db.execute(sql`select e.id, p.code as promotion, e.status, e.bonus::text as bonus,
      e.wagering_target::text as wagering_target, e.period, e.joined_at, e.granted_at, e.closed_at
    from promotion_entries e join promotions p on p.id = e.promotion_id
    where e.merchant_id = ${key.merchantId} and e.member_id = ${key.memberId} order by e.joined_at, e.id`);
  type Row = {
    id: number;
    promotion: string;
    status: string;
    bonus: string;
    wagering_target: string;
    period: string;
    joined_at: Date | string;
    granted_at: Date | string | null;
    closed_at: Date | string | null;
  };
  return rowsOf<Row>(result);
}

/** The member's reward applications, oldest first: their remarks, the decision, and how many pictures they sent. */
export async function rewardApplicationsOf(db: Db, key: MemberKey) {
  const result = await db.execute(sql`select a.id, p.code as promotion, a.remarks, a.status, a.reward::text as reward, a.reason,
      a.created_at, a.decided_at, (select count(*)::int from reward_application_pictures x where x.application_id = a.id) as pictures
    from reward_applications a join promotions p on p.id = a.promotion_id
    where a.merchant_id = ${key.merchantId} and a.member_id = ${key.memberId} order by a.created_at, a.id`);
  type Row = {
    id: number;
    promotion: string;
    remarks: string;
    status: string;
    reward: string;
    reason: string | null;
    created_at: Date | string;
    decided_at: Date | string | null;
    pictures: number;
  };
  return rowsOf<Row>(result);
}

/** The remarks and pictures of every application of the member. */
export async function eraseApplicationTexts(tx: Db, key: MemberKey): Promise<void> {
  const mine = and(eq(rewardApplications.merchantId, key.merchantId), eq(rewardApplications.memberId, key.memberId));
  const ids = (await tx.select({ id: rewardApplications.id }).from(rewardApplications).where(mine)).map((r) => r.id);
  if (ids.length === 0) return;
  await tx.delete(rewardApplicationPictures).where(inArray(rewardApplicationPictures.applicationId, ids));
  await tx.update(rewardApplications).set({ remarks: '' }).where(mine);
}
