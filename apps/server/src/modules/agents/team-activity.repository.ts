import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { liveSessionsView, loginsView } from '../auth/auth.views.js';
import { memberFlowsView, roundsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';
import { big, num, teamFilter, type Range } from './team-sql.js';

/*
 * What a team did: logins, registrations, live sessions, rounds and money, each read from the view its owning module
 * exports (auth, members, ledger) and joined with the team in one statement.
 */

/**
 * The four counters in one pass: the day's activity (logins, rounds,
 * registrations, live sessions) is gathered per member first, then joined
 * once with the team (a primary-key probe or one index-only range).
 */
export async function counters(db: Db, merchantId: number, agentId: number, range: Range, onlineSince: Date, now: Date, small: boolean) {
  const inTeam = (column: SQL) => teamFilter(small, agentId, column);
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with activity as (
        select member_id, bool_or(kind = 1) as logged_in, bool_or(kind = 2) as betting, bool_or(kind = 3) as registered, bool_or(kind = 4) as online
        from (
          select h.member_id, 1 as kind from ${loginsView(merchantId)} h where h.created_at >= ${range.from} and h.created_at < ${range.to} ${inTeam(sql`h.member_id`)}
          union all
          select r.member_id, 2 from ${roundsView(merchantId)} r where r.created_at >= ${range.from} and r.created_at < ${range.to} and r.currency = 'BRL' ${inTeam(sql`r.member_id`)}
          union all
          select m.id, 3 from ${membersView(merchantId)} m where m.created_at >= ${range.from} and m.created_at < ${range.to} ${inTeam(sql`m.id`)}
          union all
          select s.member_id, 4 from ${liveSessionsView(merchantId, now)} s where s.last_seen_at >= ${onlineSince} ${inTeam(sql`s.member_id`)}
        ) moves group by member_id)
      select count(*) filter (where a.logged_in) as logged_in, count(*) filter (where a.betting) as betting,
        count(*) filter (where a.registered) as registered, count(*) filter (where a.online) as online
      from activity a join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = a.member_id and t.depth > 0`),
  );
  return { loggedIn: num(row?.logged_in), betting: num(row?.betting), registered: num(row?.registered), online: num(row?.online) };
}

export interface PnlRow {
  child: number;
  stakes: bigint;
  wins: bigint;
  rounds: number;
  bettors: number;
  deposits: bigint;
  withdrawals: bigint;
  bonuses: bigint;
  rebates: bigint;
}

const pnlRow = (r: Record<string, unknown>): PnlRow => ({
  child: num(r.child),
  stakes: big(r.stakes),
  wins: big(r.wins),
  rounds: num(r.rounds),
  bettors: num(r.bettors),
  deposits: big(r.deposits),
  withdrawals: big(r.withdrawals),
  bonuses: big(r.bonuses),
  rebates: big(r.rebates),
});

/**
 * Settled real-money rounds and ledger movements (deposits, paid
 * withdrawals, bonuses, rebates) of the period, summed per member first,
 * then grouped by the agent's direct downline member whose team they belong
 * to (the closure row's child_id): one join of the active members with the team.
 */
export async function pnlByDirect(db: Db, merchantId: number, agentId: number, range: Range, small: boolean): Promise<PnlRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with played as (
        select r.member_id, sum(r.stake) as stakes, sum(r.win) as wins, count(*) as rounds
        from ${roundsView(merchantId)} r
        where r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'
          ${teamFilter(small, agentId, sql`r.member_id`)}
        group by r.member_id),
      moved as (
        select f.member_id,
          sum(f.amount) filter (where f.code = 'deposit') as deposits,
          sum(f.amount) filter (where f.code = 'withdraw_settle') as withdrawals,
          sum(f.amount) filter (where f.code = 'bonus') as bonuses,
          sum(f.amount) filter (where f.code = 'rebate') as rebates
        from ${memberFlowsView(merchantId)} f
        where f.currency = 'BRL' and f.created_at >= ${range.from} and f.created_at < ${range.to}
          ${teamFilter(small, agentId, sql`f.member_id::int`)}
        group by 1),
      active as materialized (
        select coalesce(p.member_id, m.member_id::int) as member_id, p.stakes, p.wins, p.rounds, m.deposits, m.withdrawals, m.bonuses, m.rebates
        from played p full join moved m on m.member_id = p.member_id)
      select t.child_id as child, sum(a.stakes) as stakes, sum(a.wins) as wins, coalesce(sum(a.rounds), 0) as rounds, count(a.rounds) as bettors,
        sum(a.deposits) as deposits, sum(a.withdrawals) as withdrawals, sum(a.bonuses) as bonuses, sum(a.rebates) as rebates
      from active a
      join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = a.member_id and t.depth > 0
      group by t.child_id`),
  );
  return rows.map(pnlRow);
}

export interface BettingFilter {
  memberId?: number | undefined;
  username?: string | undefined;
  vendor?: string | undefined;
  status?: 'open' | 'completed' | 'cancelled' | undefined;
  range: Range;
  offset: number;
  limit: number;
}

const roundRow = (r: Record<string, unknown>) => ({
  id: num(r.id),
  roundId: String(r.round_id),
  memberId: num(r.member_id),
  username: String(r.username),
  vendor: String(r.vendor),
  gameCode: String(r.game_code),
  stake: big(r.stake),
  win: big(r.win),
  status: r.status as 'open' | 'completed' | 'cancelled',
  createdAt: new Date(r.created_at as string),
});

/** Rounds of the team, newest first (walks the merchant's rounds by time and keeps the team's). */
export async function teamRounds(db: Db, merchantId: number, agentId: number, f: BettingFilter) {
  const conditions = [sql`r.created_at >= ${f.range.from}`, sql`r.created_at < ${f.range.to}`, sql`r.currency = 'BRL'`];
  if (f.memberId !== undefined) conditions.push(sql`r.member_id = ${f.memberId}`);
  if (f.username) conditions.push(sql`m.username_lower = ${f.username.toLowerCase()}`);
  if (f.vendor) conditions.push(sql`r.vendor = ${f.vendor.toUpperCase()}`);
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from ${roundsView(merchantId)} r
    join agent_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${agentId} and t.depth > 0
    join ${membersView(merchantId)} m on m.id = r.member_id`;
  const [list, counted] = await Promise.all([
    db.execute(sql`select r.id, r.round_id, r.member_id, m.username, r.vendor, r.game_code, r.stake, r.win, r.status, r.created_at
      ${from} where ${where} order by r.created_at desc, r.id desc limit ${f.limit} offset ${f.offset}`),
    db.execute(sql`select count(*) as total ${from} where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(list).map(roundRow),
    total: num(rowsOf<{ total: unknown }>(counted)[0]?.total),
  };
}

export interface Basis {
  roundCount: number;
  firstRoundId: number | null;
  lastRoundId: number | null;
  stake: bigint;
  win: bigint;
}

/** What a payout is computed from: the team's settled real-money rounds of the period (the agent's own excluded). */
export async function teamBasis(db: Db, merchantId: number, agentId: number, range: Range): Promise<Basis> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) as n, min(r.id) as first_id, max(r.id) as last_id, coalesce(sum(r.stake), 0) as stake, coalesce(sum(r.win), 0) as win
      from ${roundsView(merchantId)} r join agent_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${agentId} and t.depth > 0
      where r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'`),
  );
  return {
    roundCount: num(row?.n),
    firstRoundId: row?.first_id == null ? null : num(row.first_id),
    lastRoundId: row?.last_id == null ? null : num(row.last_id),
    stake: big(row?.stake),
    win: big(row?.win),
  };
}

/** Settled stakes of the team in the period by direct downline member and game, for rebates by category. */
export async function stakesByDirectAndGame(db: Db, merchantId: number, agentId: number, range: Range) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select t.child_id as child, r.vendor, r.game_code, sum(r.stake) as stakes, count(*) as n, min(r.id) as first_id, max(r.id) as last_id
      from ${roundsView(merchantId)} r
      join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = r.member_id and t.depth > 0
      where r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'
      group by 1, 2, 3`),
  );
  return rows.map((r) => ({
    child: num(r.child),
    vendor: String(r.vendor),
    gameCode: String(r.game_code),
    stakes: big(r.stakes),
    rounds: num(r.n),
    firstId: num(r.first_id),
    lastId: num(r.last_id),
  }));
}
