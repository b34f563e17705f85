import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referralRewards } from './referral.tables.js';

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

export async function decisionsFor(db: Db, promotionId: number, friendIds: number[]): Promise<ReferralRewardRow[]> {
  if (friendIds.length === 0) return [];
  return db
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.promotionId, promotionId), inArray(referralRewards.friendId, friendIds)));
}

/** The friend's decision, locked for the caller's transaction. */
export async function lockDecision(db: Db, promotionId: number, friendId: number): Promise<ReferralRewardRow | undefined> {
  return (
    await db
      .select()
      .from(referralRewards)
      .where(and(eq(referralRewards.promotionId, promotionId), eq(referralRewards.friendId, friendId)))
      .for('update')
  )[0];
}

/** Writes a decision unless a final one (rewarded or ineligible) exists: only a held (qualified) row may change. */
export async function saveDecision(db: Db, values: typeof referralRewards.$inferInsert): Promise<boolean> {
  const { merchantId: _m, promotionId: _p, friendId: _f, referrerId: _r, ...changes } = values;
  const rows = await db
    .insert(referralRewards)
    .values(values)
    .onConflictDoUpdate({
      target: [referralRewards.promotionId, referralRewards.friendId],
      set: changes,
      setWhere: sql`${referralRewards.status} = 'qualified'`,
    })
    .returning({ id: referralRewards.id });
  return rows.length > 0;
}

/** Serialises the payments of one referrer (its limits are counted then paid) for the rest of the transaction. */
export async function lockReferrer(db: Db, promotionId: number, referrerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${promotionId}::int, ${referrerId}::int)`);
}

export async function rewardedCount(db: Db, promotionId: number, referrerId: number, day?: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.promotionId, promotionId),
        eq(referralRewards.referrerId, referrerId),
        eq(referralRewards.status, 'rewarded'),
        day ? eq(referralRewards.rewardDay, day) : undefined,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Totals of a referrer over every referral promotion: qualified (under review and rewarded included), rewarded, and what it earned. */
export async function totalsOf(db: Db, merchantId: number, referrerId: number) {
  const rows = await db
    .select({
      qualified: sql<number>`count(*) filter (where ${referralRewards.status} in ('review', 'qualified', 'rewarded'))::int`,
      rewarded: sql<number>`count(*) filter (where ${referralRewards.status} = 'rewarded')::int`,
      earned: sql<string>`coalesce(sum(${referralRewards.referrerReward}) filter (where ${referralRewards.status} = 'rewarded'), 0)`,
    })
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId)));
  const row = rows[0];
  return { qualified: Number(row?.qualified ?? 0), rewarded: Number(row?.rewarded ?? 0), earned: BigInt(row?.earned ?? 0) };
}

/** Decisions about these friends under any referral promotion of the merchant (the friend list). */
export async function decisionsOfFriends(db: Db, merchantId: number, friendIds: number[]): Promise<ReferralRewardRow[]> {
  if (friendIds.length === 0) return [];
  return db
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), inArray(referralRewards.friendId, friendIds)));
}
