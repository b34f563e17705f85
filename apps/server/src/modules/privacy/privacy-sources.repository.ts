import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { afterTime, timeKey, type TimePosition } from '../../db/time-position.js';
import { ledgerEntriesView, memberLedgerAccountsView, roundsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';
import type { MemberKey } from './privacy.deps.js';

/*
 * The ledger's records of one member, read through the views the ledger exports, page by page on the member's own
 * index ranges: rounds by (merchant, member, created_at) (game_rounds_member_idx), entries one account at a time by
 * (account_id, id) (ledger_entries_account_idx). A member with a million rounds costs a million index reads, never
 * one big sort or a scan of other members' rows.
 */

export interface RoundRow {
  id: number;
  round_id: string;
  vendor: string;
  game_code: string;
  currency: string;
  status: string;
  stake: string;
  win: string;
  created_at: Date | string;
  at_key: string;
  settled_at: Date | string | null;
}

export async function roundPage(db: Db, key: MemberKey, after: TimePosition | undefined, limit: number): Promise<RoundRow[]> {
  const result = await db.execute(sql`select r.id, r.round_id, r.vendor, r.game_code, r.currency, r.status,
      r.stake::text as stake, r.win::text as win, r.created_at, ${timeKey(sql`r.created_at`)} as at_key, r.settled_at
    from ${roundsView(key.merchantId)} r where r.member_id = ${key.memberId} ${afterTime(sql`r.created_at`, sql`r.id`, after)}
    order by r.created_at, r.id limit ${limit}`);
  return rowsOf<RoundRow>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

export interface MemberAccount {
  account_id: number;
  code: string;
  currency: string;
  balance: string;
}

/** The member's own accounts (cash, bonus, holds, points, vendor wallets), each currency apart. */
export async function memberAccounts(db: Db, key: MemberKey): Promise<MemberAccount[]> {
  const result = await db.execute(sql`select a.account_id, a.code, a.currency, a.balance::text as balance
    from ${memberLedgerAccountsView(key.merchantId)} a where a.member_id = ${key.memberId} order by a.currency, a.code`);
  return rowsOf<MemberAccount>(result).map((a) => ({ ...a, account_id: Number(a.account_id) }));
}

export interface EntryRow {
  id: number;
  transfer_id: number;
  amount: string;
  balance_after: string;
  created_at: Date | string;
  code: string;
  reference: string | null;
}

export async function entryPage(db: Db, merchantId: number, accountId: number, afterId: number, limit: number): Promise<EntryRow[]> {
  const result = await db.execute(sql`select e.id, e.transfer_id, e.amount::text as amount, e.balance_after::text as balance_after,
      e.created_at, e.code, e.reference
    from ${ledgerEntriesView(merchantId)} e where e.account_id = ${accountId} and e.id > ${afterId}
    order by e.id limit ${limit}`);
  return rowsOf<EntryRow>(result).map((e) => ({ ...e, id: Number(e.id), transfer_id: Number(e.transfer_id) }));
}

/** The usernames of the members of a page of requests (a processed closure's is `closed-<id>`). */
export async function usernamesOf(db: Db, merchantId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`select m.id, m.username from ${membersView(merchantId)} m
    where m.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(rowsOf<{ id: number; username: string }>(result).map((r) => [Number(r.id), r.username]));
}
