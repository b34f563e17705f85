import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginRecordsView } from '../auth/auth.views.js';
import { roundsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';

/** How far back a deposit counts against a withdrawal, and logins count for a shared device or address. */
export const RISK_WINDOWS = { depositMs: 24 * 3_600_000, loginsMs: 30 * 86_400_000 } as const;

/**
 * True for a withdrawal row (`alias`: its columns member_id and created_at) asked within 24 h of a paid deposit
 * with less staked since that deposit (completed real-money rounds until the request) than the deposit's amount.
 * The deposits come through their member index; the rounds through game_rounds_member_idx.
 */
export function depositWithoutPlaySql(merchantId: number, alias: string): SQL {
  const w = sql.raw(alias);
  return sql`exists (
    select 1 from deposit_orders d
    where d.merchant_id = ${merchantId} and d.member_id = ${w}.member_id and d.status = 'paid'
      and d.paid_at <= ${w}.created_at and d.paid_at > ${w}.created_at - interval '24 hours'
      and d.amount > (
        select coalesce(sum(r.stake), 0) from ${roundsView(merchantId)} r
        where r.member_id = ${w}.member_id and r.currency = 'BRL' and r.status = 'completed'
          and r.created_at >= d.paid_at and r.created_at < ${w}.created_at))`;
}

export interface SharedWith {
  memberId: number;
  username: string;
  via: 'device' | 'address' | 'payout_account' | 'withdrawal';
  value: string;
}

type SharedRow = { member_id: number; username: string; via: SharedWith['via']; value: string };
const toShared = (rows: SharedRow[]): SharedWith[] =>
  rows.map((r) => ({ memberId: Number(r.member_id), username: r.username, via: r.via, value: r.value }));

/** Other members who logged in since `since` from a device or an address the member used since then (at most 20). */
export async function sharedDevices(db: Db, merchantId: number, memberId: number, since: Date): Promise<SharedWith[]> {
  const logins = loginRecordsView(merchantId);
  const result = await db.execute(sql`
    with mine as (select distinct l.ip, l.device_id from ${logins} l where l.member_id = ${memberId} and l.created_at >= ${since}),
    recent as (select l.member_id, l.ip, l.device_id from ${logins} l where l.created_at >= ${since} and l.member_id <> ${memberId}),
    matches as (
      select distinct o.member_id, 'device' as via, o.device_id as value from mine mi join recent o on o.device_id = mi.device_id
      union
      select distinct o.member_id, 'address' as via, o.ip as value from mine mi join recent o on o.ip = mi.ip
    )
    select x.member_id, m.username, x.via, x.value from matches x join ${membersView(merchantId)} m on m.id = x.member_id
    order by x.via, m.username limit 20`);
  return toShared(rowsOf<SharedRow>(result));
}

/** Other members whose payout account or withdrawal used this PIX key (at most 20). */
export async function sharedPayoutKey(db: Db, merchantId: number, memberId: number, pixKey: string): Promise<SharedWith[]> {
  const result = await db.execute(sql`
    with owners as (
      select distinct pa.member_id, 'payout_account' as via from payout_accounts pa
      where pa.merchant_id = ${merchantId} and pa.pix_key = ${pixKey} and pa.member_id <> ${memberId}
      union
      select distinct w.member_id, 'withdrawal' as via from withdrawals w
      where w.merchant_id = ${merchantId} and w.pix_key = ${pixKey} and w.member_id <> ${memberId}
    )
    select o.member_id, m.username, o.via, ${pixKey}::text as value from owners o join ${membersView(merchantId)} m on m.id = o.member_id
    order by o.via, m.username limit 20`);
  return toShared(rowsOf<SharedRow>(result));
}
