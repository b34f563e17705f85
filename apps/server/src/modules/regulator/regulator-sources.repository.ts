import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { firstIdFrom } from '../dashboard/id-boundary.js';
import { memberTransfersView, roundsView, transferTimesView } from '../ledger/ledger.views.js';
import { MEMBER_TYPE } from '../members/members.service.js';
import { memberRecordsView, membersView } from '../members/members.views.js';

/*
 * A day's rows, read page by page on indexes: game rounds and transfers by a range of their primary key (found by a
 * binary search on the creation time, id-boundary.ts: neither table indexes it), rounds settled on the day by
 * game_rounds_settled_idx, registrations by members_created_idx, members by their primary key. Every page is
 * keyset-paged on the id, so a large day is never held in memory. Real money (BRL) only.
 */

export interface DayRange {
  merchantId: number;
  from: Date;
  to: Date;
}

export const PAGE_ROWS = 1_000;
/** A row's `created_at` is its transaction's start: search the ids from this long before and after the range. */
const ID_SEARCH_MARGIN_MS = 10 * 60_000;
const REAL = 'BRL';

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;

async function idRange(db: Db, view: SQL, range: DayRange): Promise<{ first: number; end: number }> {
  const first = await firstIdFrom(db, view, new Date(range.from.getTime() - ID_SEARCH_MARGIN_MS));
  const end = await firstIdFrom(db, view, new Date(range.to.getTime() + ID_SEARCH_MARGIN_MS));
  return { first, end };
}

export interface RoundRow {
  id: string;
  round_id: string;
  member_id: number;
  vendor: string;
  game_code: string;
  currency: string;
  status: 'open' | 'completed' | 'cancelled';
  stake: string;
  win: string;
  created_ms: string;
  settled_ms: string | null;
}

const roundColumns = sql`r.id::text as id, r.round_id, r.member_id, r.vendor, r.game_code, r.currency, r.status, r.stake::text as stake,
  r.win::text as win, ${ms(sql`r.created_at`)} as created_ms, ${ms(sql`r.settled_at`)} as settled_ms`;

/** Rounds placed on the day, then rounds placed earlier and settled on it, each in id order. */
export async function* roundPages(db: Db, range: DayRange): AsyncGenerator<RoundRow[]> {
  const view = roundsView(range.merchantId);
  const { first, end } = await idRange(db, view, range);
  const placed = (after: number) => sql`select ${roundColumns} from ${view} r
    where r.id >= ${first} and r.id < ${end} and r.id > ${after}
      and r.created_at >= ${range.from} and r.created_at < ${range.to} and r.currency = ${REAL}
    order by r.id limit ${PAGE_ROWS}`;
  const settledLater = (after: number) => sql`select ${roundColumns} from ${view} r
    where r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to}
      and r.created_at < ${range.from} and r.currency = ${REAL} and r.id > ${after}
    order by r.id limit ${PAGE_ROWS}`;
  yield* keysetPages<RoundRow>(db, placed);
  yield* keysetPages<RoundRow>(db, settledLater);
}

export interface TransferRow {
  id: string;
  created_ms: string;
  code: string;
  currency: string;
  amount: string;
  reference: string | null;
  debit_owner: string;
  debit_code: string;
  credit_owner: string;
  credit_code: string;
}

/** Transfers of the day touching a member's account, in id order. */
export async function* transferPages(db: Db, range: DayRange): AsyncGenerator<TransferRow[]> {
  const { first, end } = await idRange(db, transferTimesView(range.merchantId), range);
  const view = memberTransfersView(range.merchantId);
  yield* keysetPages<TransferRow>(
    db,
    (after) => sql`select t.id::text as id, ${ms(sql`t.created_at`)} as created_ms, t.code, t.currency, t.amount::text as amount,
        t.reference, t.debit_owner::text as debit_owner, t.debit_code, t.credit_owner::text as credit_owner, t.credit_code
      from ${view} t
      where t.id >= ${first} and t.id < ${end} and t.id > ${after}
        and t.created_at >= ${range.from} and t.created_at < ${range.to} and t.currency = ${REAL}
      order by t.id limit ${PAGE_ROWS}`,
  );
}

async function* keysetPages<R extends { id: string }>(db: Db, page: (after: number) => SQL): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const rows = rowsOf<R>(await db.execute(page(after)));
    if (rows.length) yield rows;
    if (rows.length < PAGE_ROWS) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** Ids of the real-money members who registered on the day (members_created_idx). */
export async function registeredIds(db: Db, range: DayRange): Promise<number[]> {
  const result = await db.execute(sql`select m.id from ${membersView(range.merchantId)} m
    where m.created_at >= ${range.from} and m.created_at < ${range.to} and m.type <> ${MEMBER_TYPE.trial}`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export interface MemberRow {
  id: number;
  username: string;
  id_number: string | null;
  payee_name: string | null;
  nickname: string | null;
  birthday: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  status: string;
  created_ms: string;
}

/** The members of one page of ids (at most PAGE_ROWS), in id order. */
export async function membersByIds(db: Db, merchantId: number, ids: readonly number[]): Promise<MemberRow[]> {
  if (!ids.length) return [];
  const result = await db.execute(sql`select m.id, m.username, m.id_number, m.payee_name, m.nickname, m.birthday::text as birthday,
      m.email, m.country_dialing_code, m.mobile_num, m.status, ${ms(sql`m.created_at`)} as created_ms
    from ${memberRecordsView(merchantId)} m where m.id in ${ids} order by m.id`);
  return rowsOf<MemberRow>(result);
}
