import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { failedLoginsView, loginRecordsView } from '../auth/auth.views.js';
import { ledgerEntriesView, memberLedgerAccountsView, roundsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';
import { depositRecordsView, withdrawalRecordsView } from '../payments/payments.views.js';
import type { PlayerKey } from './players.deps.js';
import { timeKey } from './sql-values.js';

/*
 * A player's histories, newest first, each `limit + 1` rows after a keyset position: the ledger by entry id, the
 * others by (time, id), and the two mixed lists (payments, logins) by (time, kind, id). Every branch reads one index
 * range on the member, so a page costs the same on the first day and after a million rows.
 */

type Rows = Array<Record<string, unknown>>;
const run = async (db: Db, query: SQL): Promise<Rows> => rowsOf<Record<string, unknown>>(await db.execute(query));

/** Time-ordered position: [time, id]; mixed lists add the row's kind between them. */
export type TimeAfter = readonly [string, number] | undefined;
export type MixedAfter = readonly [string, string, number] | undefined;

const timeBefore = (at: SQL, id: SQL, after: TimeAfter) =>
  after ? sql`and (${at}, ${id}) < (${after[0]}::timestamptz, ${after[1]})` : sql``;

/** Entries of each of the member's accounts (newest `limit` of each, by the (account, id) index), merged. */
export function ledgerRows(db: Db, key: PlayerKey, beforeId: number | undefined, limit: number): Promise<Rows> {
  const before = beforeId === undefined ? sql`` : sql`and e.id < ${beforeId}`;
  return run(
    db,
    sql`select x.id, x.transfer_id, x.amount, x.balance_after, x.created_at, x.code, x.reference, a.code as account, a.currency
    from ${memberLedgerAccountsView(key.merchantId)} a
    cross join lateral (select e.id, e.transfer_id, e.amount, e.balance_after, e.created_at, e.code, e.reference
      from ${ledgerEntriesView(key.merchantId)} e where e.account_id = a.account_id ${before} order by e.id desc limit ${limit + 1}) x
    where a.member_id = ${key.memberId}
    order by x.id desc limit ${limit + 1}`,
  );
}

export function roundRows(db: Db, key: PlayerKey, after: TimeAfter, limit: number): Promise<Rows> {
  return run(
    db,
    sql`select r.id, r.round_id, r.vendor, r.game_code, r.currency, r.status, r.stake, r.win, r.created_at, r.settled_at,
      ${timeKey(sql`r.created_at`)} as at_key
    from ${roundsView(key.merchantId)} r where r.member_id = ${key.memberId} ${timeBefore(sql`r.created_at`, sql`r.id`, after)}
    order by r.created_at desc, r.id desc limit ${limit + 1}`,
  );
}

const mixedBefore = (at: SQL, kind: string, id: SQL, after: MixedAfter) =>
  after ? sql`and (${at}, ${kind}::text, ${id}) < (${after[0]}::timestamptz, ${after[1]}::text, ${after[2]})` : sql``;

/** Deposits and withdrawals in one list: each side's newest after the position, merged. */
export function paymentRows(db: Db, key: PlayerKey, after: MixedAfter, limit: number): Promise<Rows> {
  const { merchantId, memberId } = key;
  const n = limit + 1;
  return run(
    db,
    sql`select * from (
      (select 'deposit' as kind, d.id, d.order_no, d.amount, d.status, d.txid, d.end_to_end_id, d.created_at, d.paid_at as updated_at,
        null::text as reason, ${timeKey(sql`d.created_at`)} as at_key
      from ${depositRecordsView(merchantId)} d where d.member_id = ${memberId} ${mixedBefore(sql`d.created_at`, 'deposit', sql`d.id`, after)}
      order by d.created_at desc, d.id desc limit ${n})
      union all
      (select 'withdrawal' as kind, w.id, w.order_no, w.amount, w.status, null::text as txid, w.end_to_end_id, w.created_at, w.updated_at,
        w.reason, ${timeKey(sql`w.created_at`)} as at_key
      from ${withdrawalRecordsView(merchantId)} w where w.member_id = ${memberId} ${mixedBefore(sql`w.created_at`, 'withdrawal', sql`w.id`, after)}
      order by w.created_at desc, w.id desc limit ${n})
    ) p order by p.created_at desc, p.kind desc, p.id desc limit ${n}`,
  );
}

/** Successful logins of the member and failed guesses at its username still in the ladder's window, merged. */
export function loginRows(db: Db, key: PlayerKey, usernameLower: string, after: MixedAfter, limit: number): Promise<Rows> {
  const { merchantId, memberId } = key;
  const n = limit + 1;
  return run(
    db,
    sql`select * from (
      (select 'success' as kind, h.id, h.ip, h.user_agent, h.device_id, h.created_at, ${timeKey(sql`h.created_at`)} as at_key
      from ${loginRecordsView(merchantId)} h where h.member_id = ${memberId} ${mixedBefore(sql`h.created_at`, 'success', sql`h.id`, after)}
      order by h.created_at desc, h.id desc limit ${n})
      union all
      (select 'failure' as kind, f.id, f.ip, null::text as user_agent, f.device_id, f.created_at, ${timeKey(sql`f.created_at`)} as at_key
      from ${failedLoginsView(merchantId)} f where f.username_lower = ${usernameLower}
        ${mixedBefore(sql`f.created_at`, 'failure', sql`f.id`, after)}
      order by f.created_at desc, f.id desc limit ${n})
    ) l order by l.created_at desc, l.kind desc, l.id desc limit ${n}`,
  );
}

/** The member's direct downline, with each one's first paid deposit. */
export function referralRows(db: Db, key: PlayerKey, after: TimeAfter, limit: number): Promise<Rows> {
  const { merchantId, memberId } = key;
  return run(
    db,
    sql`select r.id, r.username, r.status, r.created_at, ${timeKey(sql`r.created_at`)} as at_key, fd.paid_at as first_at,
      fd.amount as first_amount
    from ${membersView(merchantId)} r
    left join lateral (select d.paid_at, d.amount from ${depositRecordsView(merchantId)} d
      where d.member_id = r.id and d.status = 'paid' order by d.paid_at, d.id limit 1) fd on true
    where r.upline_member_id = ${memberId} ${timeBefore(sql`r.created_at`, sql`r.id`, after)}
    order by r.created_at desc, r.id desc limit ${limit + 1}`,
  );
}
