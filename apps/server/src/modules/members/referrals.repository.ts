import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from './members.tables.js';

/** Types that are not agents (SPEC §6): their invitees are referral friends, not an agent's downline business. */
const NON_AGENT_TYPES = [0, 40];

const referralColumns = {
  id: members.id,
  merchantId: members.merchantId,
  username: members.username,
  type: members.type,
  idNumber: members.idNumber,
  registerIp: members.registerIp,
  uplineMemberId: members.uplineMemberId,
  isTrial: members.isTrial,
  createdAt: members.createdAt,
};
export type ReferralMemberRow = { [K in keyof typeof referralColumns]: (typeof members.$inferSelect)[K] };

export async function referralMember(db: Db, merchantId: number, id: number): Promise<ReferralMemberRow | undefined> {
  return (
    await db
      .select(referralColumns)
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
  )[0];
}

/** The members who registered with this member's invite code, newest first. */
export async function friendsOf(
  db: Db,
  merchantId: number,
  referrerId: number,
  page: { offset: number; limit: number },
): Promise<ReferralMemberRow[]> {
  return db
    .select(referralColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineMemberId, referrerId)))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFriends(db: Db, merchantId: number, referrerId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.uplineMemberId, referrerId)));
  return Number(rows[0]?.n ?? 0);
}

/** Friends registered since `since` whose referrer is not an agent (the sweep's work list), oldest first. */
export async function recentReferrals(
  db: Db,
  merchantId: number,
  since: Date,
  page: { offset: number; limit: number },
): Promise<ReferralMemberRow[]> {
  return db
    .select(referralColumns)
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        gte(members.createdAt, since),
        sql`${members.uplineMemberId} in (select u.id from members u where u.merchant_id = ${merchantId} and u.type in (${sql.join(
          NON_AGENT_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(members.createdAt, members.id)
    .limit(page.limit)
    .offset(page.offset);
}

export async function referralMembers(db: Db, merchantId: number, ids: number[]): Promise<ReferralMemberRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(referralColumns)
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
}

export const isNonAgentType = (type: number) => NON_AGENT_TYPES.includes(type);
