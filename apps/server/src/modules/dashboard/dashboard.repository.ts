import { merchantDayStart } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { roundsView } from '../ledger/ledger.views.js';
import { MEMBER_TYPE } from '../members/members.service.js';
import { membersView } from '../members/members.views.js';
import { depositsView, withdrawalsView } from '../payments/payments.views.js';
import { firstIdFrom } from './id-boundary.js';

/*
 * The dashboard's figures per merchant day, each a range read on an index: members by (merchant, created_at), game
 * rounds by a range of their primary key (id-boundary.ts: game_rounds has no index on its creation time), deposits
 * by (status, created_at), withdrawals by (merchant, status, created_at). The dashboard owns no table; it reads the
 * views the owning modules export.
 */

/** The merchant's day of a timestamp column, YYYY-MM-DD (the offset of contract merchant-day.ts). */
const OFFSET_SECONDS = (merchantDayStart('2000-01-01').getTime() - Date.UTC(2000, 0, 1)) / 1000;
const dayOf = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') - ${sql.raw(`interval '${OFFSET_SECONDS} seconds'`)}, 'YYYY-MM-DD')`;

/** Search the primary key from this long before the range: a row's `created_at` is its transaction's start. */
const ID_SEARCH_MARGIN_MS = 10 * 60_000;
/** Deposits are paid within a week of their order and withdrawals within 60 days of their request (index ranges). */
const DEPOSIT_PAID_WITHIN_MS = 7 * 86_400_000;
const WITHDRAWAL_PAID_WITHIN_MS = 60 * 86_400_000;

export interface DayRange {
  merchantId: number;
  /** The first day's start and the day after the last's start. */
  from: Date;
  to: Date;
}

const searchFrom = (range: DayRange) => new Date(range.from.getTime() - ID_SEARCH_MARGIN_MS);

/** Real-money members who registered, per day (trial accounts are not registrations); members_created_idx. */
export async function registrationsByDay(db: Db, range: DayRange): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select ${dayOf(sql`m.created_at`)} as day, count(*)::int as n from ${membersView(range.merchantId)} m
    where m.created_at >= ${range.from} and m.created_at < ${range.to} and m.type <> ${MEMBER_TYPE.trial}
    group by 1`);
  return new Map(rowsOf<{ day: string; n: number }>(result).map((r) => [r.day, Number(r.n)]));
}

export interface PlayDay {
  bets: bigint;
  wins: bigint;
  players: number;
}

/** Stakes and wins of the real-money rounds started each day, and how many members staked. */
export async function playByDay(db: Db, range: DayRange): Promise<Map<string, PlayDay>> {
  const view = roundsView(range.merchantId);
  const firstId = await firstIdFrom(db, view, searchFrom(range));
  const result = await db.execute(sql`
    select ${dayOf(sql`r.created_at`)} as day, sum(r.stake)::text as bets, sum(r.win)::text as wins,
      (count(distinct r.member_id) filter (where r.stake > 0))::int as players
    from ${view} r
    where r.id >= ${firstId} and r.created_at >= ${range.from} and r.created_at < ${range.to} and r.currency = 'BRL'
    group by 1`);
  type Row = { day: string; bets: string; wins: string; players: number };
  return new Map(rowsOf<Row>(result).map((r) => [r.day, { bets: BigInt(r.bets), wins: BigInt(r.wins), players: Number(r.players) }]));
}

export interface DepositDay {
  count: number;
  amount: bigint;
  firstCount: number;
  firstAmount: bigint;
}

/** Deposits paid each day, and among them each member's first paid deposit ever (its member index decides). */
export async function depositsByDay(db: Db, range: DayRange): Promise<Map<string, DepositDay>> {
  const view = depositsView(range.merchantId);
  const result = await db.execute(sql`
    select ${dayOf(sql`d.paid_at`)} as day, count(*)::int as n, sum(d.amount)::text as amount,
      (count(*) filter (where f.first))::int as first_n, coalesce(sum(d.amount) filter (where f.first), 0)::text as first_amount
    from ${view} d
    cross join lateral (
      select not exists (
        select 1 from ${view} e where e.member_id = d.member_id and e.status = 'paid'
          and (e.paid_at < d.paid_at or (e.paid_at = d.paid_at and e.id < d.id))
      ) as first
    ) f
    where d.status = 'paid' and d.created_at >= ${new Date(range.from.getTime() - DEPOSIT_PAID_WITHIN_MS)} and d.created_at < ${range.to}
      and d.paid_at >= ${range.from} and d.paid_at < ${range.to}
    group by 1`);
  type Row = { day: string; n: number; amount: string; first_n: number; first_amount: string };
  return new Map(
    rowsOf<Row>(result).map((r) => [
      r.day,
      { count: Number(r.n), amount: BigInt(r.amount), firstCount: Number(r.first_n), firstAmount: BigInt(r.first_amount) },
    ]),
  );
}

/** Withdrawals paid out each day (a paid withdrawal's last change is its payment). */
export async function withdrawalsPaidByDay(db: Db, range: DayRange): Promise<Map<string, { count: number; amount: bigint }>> {
  const result = await db.execute(sql`
    select ${dayOf(sql`w.updated_at`)} as day, count(*)::int as n, sum(w.amount)::text as amount
    from ${withdrawalsView(range.merchantId)} w
    where w.status = 'paid' and w.created_at >= ${new Date(range.from.getTime() - WITHDRAWAL_PAID_WITHIN_MS)}
      and w.created_at < ${range.to} and w.updated_at >= ${range.from} and w.updated_at < ${range.to}
    group by 1`);
  return new Map(
    rowsOf<{ day: string; n: number; amount: string }>(result).map((r) => [r.day, { count: Number(r.n), amount: BigInt(r.amount) }]),
  );
}

/** Withdrawals still pending or approved that were requested before `before` (late against a payout deadline). */
export async function lateWithdrawals(db: Db, merchantId: number, before: Date): Promise<{ count: number; amount: bigint }> {
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(sum(w.amount), 0)::text as amount from ${withdrawalsView(merchantId)} w
    where w.status in ('pending', 'approved') and w.created_at < ${before}`);
  const row = rowsOf<{ n: number; amount: string }>(result)[0];
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.amount ?? '0') };
}

/** Withdrawals waiting for an operator now. */
export async function pendingWithdrawals(db: Db, merchantId: number): Promise<{ count: number; amount: bigint }> {
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(sum(w.amount), 0)::text as amount from ${withdrawalsView(merchantId)} w where w.status = 'pending'`);
  const row = rowsOf<{ n: number; amount: string }>(result)[0];
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.amount ?? '0') };
}
