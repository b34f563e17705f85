import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/*
 * Team reads. The team of an agent is one index range of agent_tree; the
 * figures come from other modules' tables (rounds, sessions, logins, ledger)
 * through read-only SQL, because a team of 100 000 members cannot be asked
 * of another service one member at a time (docs/decisions/agents.md "Reads across modules").
 */

const num = (v: unknown) => Number(v ?? 0);
const big = (v: unknown) => BigInt((v as string | number | null) ?? 0);

export interface Range {
  from: Date;
  to: Date;
}

/** Teams up to this size are read member by member; larger ones from the day's activity (see teamFilter). */
export const SMALL_TEAM = 5_000;

/** Whether the team has at most SMALL_TEAM members (reads at most that many index entries). */
export async function isSmallTeam(db: Db, agentId: number): Promise<boolean> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(
      sql`select count(*) as n from (select 1 from agent_tree where ancestor_id = ${agentId} and depth > 0 limit ${SMALL_TEAM + 1}) x`,
    ),
  );
  return num(row?.n) <= SMALL_TEAM;
}

/**
 * For a small team, each activity read is limited to the team's members, so
 * it probes the per-member indexes instead of reading the whole merchant's
 * day; a large team (a top agent's) reads the day's activity once and joins
 * the team after.
 */
const teamFilter = (small: boolean, agentId: number, column: SQL) =>
  small ? sql`and ${column} in (select descendant_id from agent_tree where ancestor_id = ${agentId} and depth > 0)` : sql``;

/** Depth of `memberId` below `ancestorId` (0 = itself), or undefined when outside the team. */
export async function depthBelow(db: Db, merchantId: number, ancestorId: number, memberId: number): Promise<number | undefined> {
  const rows = rowsOf<{ depth: number }>(
    await db.execute(
      sql`select depth from agent_tree where ancestor_id = ${ancestorId} and descendant_id = ${memberId} and merchant_id = ${merchantId}`,
    ),
  );
  return rows[0] === undefined ? undefined : Number(rows[0].depth);
}

/**
 * The four counters in one pass: the day's activity (logins, rounds,
 * registrations, live sessions) is gathered per member first, then joined
 * once with the team (a primary-key probe or one index-only range).
 */
export async function counters(db: Db, merchantId: number, agentId: number, range: Range, onlineSince: Date, now: Date, small: boolean) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with activity as (
        select member_id, bool_or(kind = 1) as logged_in, bool_or(kind = 2) as betting, bool_or(kind = 3) as registered, bool_or(kind = 4) as online
        from (
          select h.member_id, 1 as kind from login_history h where h.merchant_id = ${merchantId} and h.created_at >= ${range.from} and h.created_at < ${range.to} ${teamFilter(small, agentId, sql`h.member_id`)}
          union all
          select r.member_id, 2 from game_rounds r where r.merchant_id = ${merchantId} and r.created_at >= ${range.from} and r.created_at < ${range.to} and r.currency = 'BRL' ${teamFilter(small, agentId, sql`r.member_id`)}
          union all
          select m.id, 3 from members m where m.merchant_id = ${merchantId} and m.created_at >= ${range.from} and m.created_at < ${range.to} ${teamFilter(small, agentId, sql`m.id`)}
          union all
          select s.member_id, 4 from sessions s where s.merchant_id = ${merchantId} and s.revoked_at is null and s.last_seen_at >= ${onlineSince} and s.expires_at > ${now} ${teamFilter(small, agentId, sql`s.member_id`)}
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
        from game_rounds r
        where r.merchant_id = ${merchantId} and r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'
          ${teamFilter(small, agentId, sql`r.member_id`)}
        group by r.member_id),
      moved as (
        select case when t.code = 'withdraw_settle' then d.owner_id else c.owner_id end as member_id,
          sum(t.amount) filter (where t.code = 'deposit') as deposits,
          sum(t.amount) filter (where t.code = 'withdraw_settle') as withdrawals,
          sum(t.amount) filter (where t.code = 'bonus') as bonuses,
          sum(t.amount) filter (where t.code = 'rebate') as rebates
        from ledger_transfers t
        join ledger_accounts c on c.id = t.credit_account_id
        join ledger_accounts d on d.id = t.debit_account_id
        where t.merchant_id = ${merchantId} and t.currency = 'BRL' and t.created_at >= ${range.from} and t.created_at < ${range.to}
          and t.code in ('deposit', 'withdraw_settle', 'bonus', 'rebate')
          ${teamFilter(small, agentId, sql`(case when t.code = 'withdraw_settle' then d.owner_id else c.owner_id end)::int`)}
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
  return rows.map((r) => ({
    child: num(r.child),
    stakes: big(r.stakes),
    wins: big(r.wins),
    rounds: num(r.rounds),
    bettors: num(r.bettors),
    deposits: big(r.deposits),
    withdrawals: big(r.withdrawals),
    bonuses: big(r.bonuses),
    rebates: big(r.rebates),
  }));
}

export interface DirectRow {
  id: number;
  username: string;
  type: number;
}

export async function directDownline(db: Db, merchantId: number, agentId: number): Promise<DirectRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.id, m.username, m.type from agent_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.depth = 1 and t.merchant_id = ${merchantId} order by m.id`),
  );
  return rows.map((r) => ({ id: num(r.id), username: String(r.username), type: num(r.type) }));
}

export interface TeamMemberFilter {
  username?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  agentsOnly?: boolean | undefined;
  membersOnly?: boolean | undefined;
  /** Only the direct downline of this member (already checked to be in the team). */
  parentId?: number | undefined;
  offset: number;
  limit: number;
}

const NON_AGENT_TYPES = sql`(0, 4, 40)`;

export async function teamMembers(db: Db, merchantId: number, agentId: number, f: TeamMemberFilter) {
  const conditions = [sql`t.ancestor_id = ${agentId}`, sql`t.depth > 0`, sql`t.merchant_id = ${merchantId}`];
  if (f.username) conditions.push(sql`m.username_lower like ${`%${f.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (f.status) conditions.push(sql`m.status = ${f.status}`);
  if (f.agentsOnly) conditions.push(sql`m.type not in ${NON_AGENT_TYPES}`);
  if (f.membersOnly) conditions.push(sql`m.type in ${NON_AGENT_TYPES}`);
  if (f.parentId !== undefined) conditions.push(sql`m.upline_member_id = ${f.parentId}`);
  const where = sql.join(conditions, sql` and `);
  const [list, counted] = await Promise.all([
    db.execute(sql`select m.id, m.username, m.type, m.status, m.upline_member_id, m.created_at, t.depth,
        (select a.balance from ledger_accounts a where a.merchant_id = ${merchantId} and a.currency = 'BRL' and a.code = 'cash' and a.owner_id = m.id and a.shard = 0) as balance,
        (select max(h.created_at) from login_history h where h.merchant_id = ${merchantId} and h.member_id = m.id) as last_login,
        (select count(*) from agent_tree s where s.ancestor_id = m.id and s.depth > 0) as team_size
      from agent_tree t join members m on m.id = t.descendant_id
      where ${where} order by t.depth, m.id limit ${f.limit} offset ${f.offset}`),
    db.execute(sql`select count(*) as total from agent_tree t join members m on m.id = t.descendant_id where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(list).map((r) => ({
      id: num(r.id),
      username: String(r.username),
      type: num(r.type),
      status: r.status as 'active' | 'disabled',
      parentId: r.upline_member_id === null ? null : num(r.upline_member_id),
      createdAt: new Date(r.created_at as string),
      depth: num(r.depth),
      balance: big(r.balance),
      lastLogin: r.last_login ? new Date(r.last_login as string) : null,
      teamSize: num(r.team_size),
    })),
    total: num(rowsOf<{ total: unknown }>(counted)[0]?.total),
  };
}

export async function overview(db: Db, merchantId: number, agentId: number, since: Date) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) filter (where t.depth > 0) as team_size,
        count(*) filter (where t.depth = 1 and m.type in ${NON_AGENT_TYPES}) as direct_members,
        count(*) filter (where t.depth = 1 and m.type not in ${NON_AGENT_TYPES}) as direct_agents,
        count(*) filter (where t.depth > 0 and m.type not in ${NON_AGENT_TYPES}) as agents,
        coalesce(max(t.depth), 0) as depth,
        count(*) filter (where t.depth > 0 and m.created_at >= ${since}) as new_today,
        (select coalesce(sum(a.balance), 0) from agent_tree x join ledger_accounts a on a.owner_id = x.descendant_id and a.merchant_id = ${merchantId}
          and a.currency = 'BRL' and a.code in ('cash', 'bonus') where x.ancestor_id = ${agentId} and x.depth > 0) as balance
      from agent_tree t join members m on m.id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.merchant_id = ${merchantId}`),
  );
  return {
    teamSize: num(row?.team_size),
    directMembers: num(row?.direct_members),
    directAgents: num(row?.direct_agents),
    agents: num(row?.agents),
    depth: num(row?.depth),
    newToday: num(row?.new_today),
    balance: big(row?.balance),
  };
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

/** Rounds of the team, newest first (walks the merchant's rounds by time and keeps the team's). */
export async function teamRounds(db: Db, merchantId: number, agentId: number, f: BettingFilter) {
  const conditions = [
    sql`r.merchant_id = ${merchantId}`,
    sql`r.created_at >= ${f.range.from}`,
    sql`r.created_at < ${f.range.to}`,
    sql`r.currency = 'BRL'`,
  ];
  if (f.memberId !== undefined) conditions.push(sql`r.member_id = ${f.memberId}`);
  if (f.username) conditions.push(sql`m.username_lower = ${f.username.toLowerCase()}`);
  if (f.vendor) conditions.push(sql`r.vendor = ${f.vendor.toUpperCase()}`);
  if (f.status) conditions.push(sql`r.status = ${f.status}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from game_rounds r
    join agent_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${agentId} and t.depth > 0
    join members m on m.id = r.member_id`;
  const [list, counted] = await Promise.all([
    db.execute(sql`select r.id, r.round_id, r.member_id, m.username, r.vendor, r.game_code, r.stake, r.win, r.status, r.created_at
      ${from} where ${where} order by r.created_at desc, r.id desc limit ${f.limit} offset ${f.offset}`),
    db.execute(sql`select count(*) as total ${from} where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(list).map((r) => ({
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
    })),
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
      from game_rounds r join agent_tree t on t.descendant_id = r.member_id and t.ancestor_id = ${agentId} and t.depth > 0
      where r.merchant_id = ${merchantId} and r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'`),
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
      from game_rounds r
      join agent_tree t on t.ancestor_id = ${agentId} and t.descendant_id = r.member_id and t.depth > 0
      where r.merchant_id = ${merchantId} and r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'
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

/** Agents of the merchant (for the scheduled rebate settlement): members of an agent type with a rebate rate. */
export async function agentsWithRates(db: Db, merchantId: number): Promise<number[]> {
  const rows = rowsOf<{ agent_id: unknown }>(
    await db.execute(
      sql`select distinct agent_id from agent_rebate_rates where merchant_id = ${merchantId} and rate_bp > 0 order by agent_id`,
    ),
  );
  return rows.map((r) => num(r.agent_id));
}
