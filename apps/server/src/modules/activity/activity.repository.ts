import { merchantDayStart } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { roundsView } from '../ledger/ledger.views.js';
import { depositsView, withdrawalsView } from '../payments/payments.views.js';
import { limitUsageView } from '../protection/protection.views.js';

/*
 * One member's sums per merchant month (UTC−3), each read on an index range of that member: game rounds on
 * game_rounds_member_idx (merchant, member, created_at), deposits and withdrawals on their (merchant, member,
 * created_at) indexes, time played on member_limit_usage's key (merchant, member, day). The activity module owns no
 * table: it reads the views the owning modules export.
 */

export interface MemberSpan {
  merchantId: number;
  memberId: number;
  /** The first month's start and the start of the month after the last. */
  from: Date;
  to: Date;
}

/** The merchant's month of a timestamp column, YYYY-MM (the offset of contract merchant-day.ts). */
const OFFSET_SECONDS = (merchantDayStart('2000-01-01').getTime() - Date.UTC(2000, 0, 1)) / 1000;
const monthOf = (column: SQL) =>
  sql`to_char((${column} at time zone 'UTC') - ${sql.raw(`interval '${OFFSET_SECONDS} seconds'`)}, 'YYYY-MM')`;

/**
 * A paid deposit's order is at most a week older than its payment, a paid withdrawal's request at most 60 days
 * older (payments.views.ts): the created_at bound keeps the read on the member's index range.
 */
const DEPOSIT_PAID_WITHIN_MS = 7 * 86_400_000;
const WITHDRAWAL_PAID_WITHIN_MS = 60 * 86_400_000;
const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

type Sums = Map<string, bigint>;
const sums = (rows: Array<{ month: string; amount: string }>): Sums => new Map(rows.map((r) => [r.month, BigInt(r.amount)]));

export interface PlayMonth {
  stakes: bigint;
  wins: bigint;
}

/** Real-money stakes and wins of the rounds started each month (a rolled-back bet leaves the round's stake). */
export async function playByMonth(db: Db, span: MemberSpan): Promise<Map<string, PlayMonth>> {
  const result = await db.execute(sql`
    select ${monthOf(sql`r.created_at`)} as month, sum(r.stake)::text as stakes, sum(r.win)::text as wins
    from ${roundsView(span.merchantId)} r
    where r.member_id = ${span.memberId} and r.created_at >= ${span.from} and r.created_at < ${span.to} and r.currency = 'BRL'
    group by 1`);
  type Row = { month: string; stakes: string; wins: string };
  return new Map(rowsOf<Row>(result).map((r) => [r.month, { stakes: BigInt(r.stakes), wins: BigInt(r.wins) }]));
}

/** A payment view's paid sums per month of `paidAt`; `createdWithinMs` bounds the created_at range (see above). */
async function paidByMonth(db: Db, span: MemberSpan, view: SQL, paidAt: 'paid_at' | 'updated_at', createdWithinMs: number): Promise<Sums> {
  const paid = sql.raw(`p.${paidAt}`);
  const result = await db.execute(sql`
    select ${monthOf(paid)} as month, sum(p.amount)::text as amount
    from ${view} p
    where p.member_id = ${span.memberId} and p.created_at >= ${before(span.from, createdWithinMs)} and p.created_at < ${span.to}
      and p.status = 'paid' and ${paid} >= ${span.from} and ${paid} < ${span.to}
    group by 1`);
  return sums(rowsOf(result));
}

/** Deposits paid each month, by when the PSP paid them. */
export const depositsByMonth = (db: Db, span: MemberSpan) =>
  paidByMonth(db, span, depositsView(span.merchantId), 'paid_at', DEPOSIT_PAID_WITHIN_MS);

/** Withdrawals paid each month (a paid withdrawal's updated_at is when it was paid). */
export const withdrawalsByMonth = (db: Db, span: MemberSpan) =>
  paidByMonth(db, span, withdrawalsView(span.merchantId), 'updated_at', WITHDRAWAL_PAID_WITHIN_MS);

/**
 * Seconds played each month as the time-limit counter recorded them. The counter only runs for members who have set
 * a limit, from then on: a member without one has no rows, and the statement shows 0.
 */
export async function secondsByMonth(db: Db, span: MemberSpan, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select to_char(u.day, 'YYYY-MM') as month, sum(u.seconds)::text as seconds
    from ${limitUsageView(span.merchantId)} u
    where u.member_id = ${span.memberId} and u.day >= ${fromDay}::date and u.day < ${toDay}::date
    group by 1`);
  return new Map(rowsOf<{ month: string; seconds: string }>(result).map((r) => [r.month, Number(r.seconds)]));
}
