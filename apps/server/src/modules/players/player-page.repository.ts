import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { failedLoginsView, liveSessionsView, loginRecordsView } from '../auth/auth.views.js';
import { memberRecordsView, membersView } from '../members/members.views.js';
import { depositRecordsView, withdrawalRecordsView } from '../payments/payments.views.js';
import type { PlayerKey } from './players.deps.js';
import { big, num } from './sql-values.js';

/*
 * What a player's page reads from other modules' views, one member at a time: the member record, the upline chain,
 * the last login, and the counters (paid deposits and withdrawals, direct referrals, recent failed logins, live
 * sessions). Each is an index range on the member (or its username).
 */

export type MemberRecord = Record<string, unknown> & { id: number; username: string; username_lower: string };

export async function memberRecord(db: Db, key: PlayerKey): Promise<MemberRecord | undefined> {
  // The birthday as text: a date column would come back as a Date at local midnight from one of the two drivers.
  const result = await db.execute(sql`select m.*, m.birthday::text as birthday_text
    from ${memberRecordsView(key.merchantId)} m where m.id = ${key.memberId}`);
  return rowsOf<MemberRecord>(result)[0];
}

/** The member's uplines, the direct one first (depth 1), at most `max` levels up. */
export async function uplineChain(db: Db, merchantId: number, uplineId: number, max: number) {
  const members = membersView(merchantId);
  const result = await db.execute(sql`with recursive chain as (
      select u.id, u.username, u.type, u.upline_member_id, 1 as depth from ${members} u where u.id = ${uplineId}
      union all
      select u.id, u.username, u.type, u.upline_member_id, c.depth + 1 from chain c join ${members} u on u.id = c.upline_member_id
      where c.depth < ${max}
    ) select id, username, type, depth from chain order by depth`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({ id: num(r.id), username: String(r.username), type: num(r.type) }));
}

export async function lastLogin(db: Db, key: PlayerKey): Promise<{ at: Date; ip: string } | undefined> {
  const result = await db.execute(sql`select h.ip, h.created_at from ${loginRecordsView(key.merchantId)} h
    where h.member_id = ${key.memberId} order by h.created_at desc limit 1`);
  const row = rowsOf<{ ip: string; created_at: string | Date }>(result)[0];
  return row && { at: new Date(row.created_at), ip: row.ip };
}

export interface PageCounters {
  deposits: number;
  depositTotal: bigint;
  withdrawals: number;
  withdrawalTotal: bigint;
  referrals: number;
  recentFailures: number;
  liveSessions: number;
}

export async function counters(db: Db, key: PlayerKey, usernameLower: string, now: Date): Promise<PageCounters> {
  const { merchantId, memberId } = key;
  const result = await db.execute(sql`select
      (select count(*) from ${depositRecordsView(merchantId)} d where d.member_id = ${memberId} and d.status = 'paid') as deposits,
      (select coalesce(sum(d.amount), 0) from ${depositRecordsView(merchantId)} d where d.member_id = ${memberId} and d.status = 'paid')
        as deposit_total,
      (select count(*) from ${withdrawalRecordsView(merchantId)} w where w.member_id = ${memberId} and w.status = 'paid') as withdrawals,
      (select coalesce(sum(w.amount), 0) from ${withdrawalRecordsView(merchantId)} w where w.member_id = ${memberId} and w.status = 'paid')
        as withdrawal_total,
      (select count(*) from ${membersView(merchantId)} r where r.upline_member_id = ${memberId}) as referrals,
      (select count(*) from ${failedLoginsView(merchantId)} f where f.username_lower = ${usernameLower}) as failures,
      (select count(*) from ${liveSessionsView(merchantId, now)} s where s.member_id = ${memberId}) as live_sessions`);
  const r = rowsOf<Record<string, unknown>>(result)[0] ?? {};
  return {
    deposits: num(r.deposits),
    depositTotal: big(r.deposit_total),
    withdrawals: num(r.withdrawals),
    withdrawalTotal: big(r.withdrawal_total),
    referrals: num(r.referrals),
    recentFailures: num(r.failures),
    liveSessions: num(r.live_sessions),
  };
}
