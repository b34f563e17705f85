import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { splitByPeriods } from './report-periods.js';

/*
 * The rollups' reads and the fold's calls (sql/reports-fold.sql). Every read is a range of a rollup's primary key
 * (merchant, day …): a year by day reads 365 rows, a month by game the month's game-days, never a round.
 */

/** The first key of the fold's advisory lock ("RPRT"); one fold at a time across every server process. */
const FOLD_LOCK = 0x52505254;

/** Takes the fold's lock for the caller's transaction; false when another process holds it. */
export async function tryFoldLock(tx: Db): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}::bigint) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/** Folds up to `limit` queued events into the rollups, in the caller's transaction; answers how many it took. */
export async function fold(tx: Db, limit: number): Promise<number> {
  const result = await tx.execute(sql`select reports_fold(${limit}::int) as n`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Queues every existing record as an event after emptying the rollups (the caller folds them in its snapshot). */
export async function queueEverything(tx: Db): Promise<void> {
  await tx.execute(sql`select reports_rebuild()`);
}

export interface FoldState {
  builtAt: Date | null;
  foldedAt: Date | null;
}

export async function foldState(db: Db): Promise<FoldState> {
  const result = await db.execute(sql`select built_at, folded_at from report_state where id = 1`);
  const row = rowsOf<{ built_at: string | Date | null; folded_at: string | Date | null }>(result)[0];
  const at = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return { builtAt: at(row?.built_at), foldedAt: at(row?.folded_at) };
}

export interface Range {
  merchantId: number;
  /** Inclusive merchant days, YYYY-MM-DD. */
  from: string;
  to: string;
}

/** The sums every grouping reads, in minor units as text (bigint sums) and counts. */
export interface FigureRow {
  key: string;
  rounds: string;
  stake: string;
  win: string;
  bonus: string;
  deposits_count: string;
  deposits: string;
  withdrawals_count: string;
  withdrawals: string;
  first_deposits_count: string;
  first_deposits: string;
  registrations: string;
  active_players: string | null;
  /** The agent's username (agent rows only). */
  label?: string;
  /** How many agents the range has (agent rows only). */
  total?: string;
}

const FIGURES = sql`sum(r.rounds)::text as rounds, sum(r.stake)::text as stake, sum(r.win)::text as win,
  sum(r.bonus)::text as bonus, sum(r.deposits_count)::text as deposits_count, sum(r.deposits)::text as deposits,
  sum(r.withdrawals_count)::text as withdrawals_count, sum(r.withdrawals)::text as withdrawals,
  sum(r.first_deposits_count)::text as first_deposits_count, sum(r.first_deposits)::text as first_deposits,
  sum(r.registrations)::text as registrations, sum(r.active_players)::text as active_players`;

const inRange = (range: Range) => sql`r.merchant_id = ${range.merchantId} and r.day between ${range.from}::date and ${range.to}::date`;

async function figureRows(db: Db, query: SQL): Promise<FigureRow[]> {
  return rowsOf<FigureRow>(await db.execute(query));
}

/** One row per day that has any figure (days without one are filled in by the service). */
export const byDay = (db: Db, range: Range) =>
  figureRows(
    db,
    sql`select to_char(r.day, 'YYYY-MM-DD') as key, ${FIGURES} from report_days r where ${inRange(range)} group by r.day order by r.day`,
  );

/** The whole range in one row (no row when nothing happened). */
export const totals = (db: Db, range: Range) =>
  figureRows(db, sql`select 'total' as key, ${FIGURES} from report_days r where ${inRange(range)} having count(*) > 0`);

const AGENT_COLUMNS = sql`agent_id, rounds, stake, win, bonus, deposits_count, deposits, withdrawals_count, withdrawals,
  first_deposits_count, first_deposits, registrations, active_players`;

export interface AgentPage {
  rows: FigureRow[];
  /** How many agents (with the no-agent row) have figures in the range. */
  total: number;
}

/**
 * One page of agents (0: members without one), biggest GGR first: whole calendar months from the monthly rows, whole
 * weeks of what is left from the weekly rows, the days left after both from the daily rows. Every agent is summed to
 * rank them; only the page is named and sent.
 */
export async function byAgent(db: Db, range: Range, page: { limit: number; offset: number }): Promise<AgentPage> {
  const split = splitByPeriods(range.from, range.to);
  const parts = split.days.map(
    (d) => sql`select ${AGENT_COLUMNS} from report_agent_days
      where merchant_id = ${range.merchantId} and day between ${d.from}::date and ${d.to}::date`,
  );
  for (const w of split.weeks) {
    parts.push(sql`select ${AGENT_COLUMNS} from report_agent_weeks
      where merchant_id = ${range.merchantId} and week between ${w.from}::date and ${w.to}::date`);
  }
  if (split.months) {
    parts.push(sql`select ${AGENT_COLUMNS} from report_agent_months
      where merchant_id = ${range.merchantId} and month between ${split.months.from}::date and ${split.months.to}::date`);
  }
  // The agents' usernames joined to the page's rows (one statement, not a second one with their ids).
  const rows = await figureRows(
    db,
    sql`select a.*, coalesce(m.username, '') as label from (
        select r.agent_id, r.agent_id::text as key, sum(r.stake) - sum(r.win) as ggr_minor, count(*) over ()::text as total,
          ${FIGURES}
        from (${sql.join(parts, sql` union all `)}) r
        group by r.agent_id order by ggr_minor desc, r.agent_id limit ${page.limit} offset ${page.offset}
      ) a left join ${membersView(range.merchantId)} m on m.id = a.agent_id
      order by a.ggr_minor desc, a.agent_id`,
  );
  // Past the last page no row carries the count; one more statement says it (rare: a page nobody links to).
  const total = rows[0]?.total ?? (page.offset > 0 ? await agentCount(db, parts) : '0');
  return { rows, total: Number(total) };
}

async function agentCount(db: Db, parts: SQL[]): Promise<string> {
  const result = await db.execute(sql`select count(distinct r.agent_id)::text as total from (${sql.join(parts, sql` union all `)}) r`);
  return rowsOf<{ total: string }>(result)[0]?.total ?? '0';
}

export interface GameRow {
  vendor: string;
  game_code: string;
  rounds: string;
  stake: string;
  win: string;
}

/** One row per game played in the range (the service groups them by vendor or category). */
export async function byGame(db: Db, range: Range): Promise<GameRow[]> {
  const result = await db.execute(sql`
    select r.vendor, r.game_code, sum(r.rounds)::text as rounds, sum(r.stake)::text as stake, sum(r.win)::text as win
    from report_game_days r where ${inRange(range)} group by r.vendor, r.game_code`);
  return rowsOf<GameRow>(result);
}
