import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { referralRewards } from './referral.tables.js';
import type { ReferralRewardRow } from './referral.repository.js';

const queueStatuses = { waiting: ['review', 'qualified'], rewarded: ['rewarded'], ineligible: ['ineligible'] } as const;
export type ReferralQueue = keyof typeof queueStatuses;

export interface OperatorReferralRow {
  id: number;
  promotion_id: number;
  promotion_code: string;
  referrer_id: number;
  referrer_name: string;
  friend_id: number;
  friend_name: string;
  status: ReferralRewardRow['status'];
  reason: string | null;
  note: string | null;
  referrer_reward: string;
  friend_reward: string;
  decided_at: Date | string;
}

/** The merchant's referral decisions of one queue with both members' names, oldest first (a queue is worked from its head). */
export async function listForOperator(db: Db, merchantId: number, queue: ReferralQueue, limit: number): Promise<OperatorReferralRow[]> {
  const statuses = sql.join(
    queueStatuses[queue].map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select r.id, r.promotion_id, p.code as promotion_code, r.referrer_id, ref.username as referrer_name,
           r.friend_id, fr.username as friend_name, r.status, r.reason, r.note,
           r.referrer_reward::text as referrer_reward, r.friend_reward::text as friend_reward, r.decided_at
      from referral_rewards r
      join promotions p on p.id = r.promotion_id
      join ${membersView(merchantId)} ref on ref.id = r.referrer_id
      join ${membersView(merchantId)} fr on fr.id = r.friend_id
     where r.merchant_id = ${merchantId} and r.status in (${statuses})
     order by r.decided_at ${queue === 'waiting' ? sql`asc` : sql`desc`}, r.id
     limit ${limit}`);
  return rowsOf<OperatorReferralRow>(result);
}

export async function findById(db: Db, merchantId: number, id: number): Promise<ReferralRewardRow | undefined> {
  return (
    await db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.id, id)))
  )[0];
}

export async function lockById(db: Db, merchantId: number, id: number): Promise<ReferralRewardRow | undefined> {
  return (
    await db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.id, id)))
      .for('update')
  )[0];
}

export async function decide(
  db: Db,
  id: number,
  changes: Pick<typeof referralRewards.$inferInsert, 'status' | 'reason' | 'note' | 'decidedAt'> &
    Partial<Pick<typeof referralRewards.$inferInsert, 'referrerReward' | 'friendReward' | 'rewardDay'>>,
): Promise<void> {
  await db.update(referralRewards).set(changes).where(eq(referralRewards.id, id));
}
