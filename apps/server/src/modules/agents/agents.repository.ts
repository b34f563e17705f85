import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginsView } from '../auth/auth.views.js';
import { memberAccountsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';
import { big, NON_AGENT_TYPES, num, SMALL_TEAM } from './team-sql.js';

/*
 * The team itself: the closure table agent_tree (one index range per team), joined with the members, logins and
 * balances views of the modules that own them. What the team did is in team-activity.repository.ts.
 */

/** Whether the team has at most SMALL_TEAM members (reads at most that many index entries). */
export async function isSmallTeam(db: Db, agentId: number): Promise<boolean> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(
      sql`select count(*) as n from (select 1 from agent_tree where ancestor_id = ${agentId} and depth > 0 limit ${SMALL_TEAM + 1}) x`,
    ),
  );
  return num(row?.n) <= SMALL_TEAM;
}

/** Depth of `memberId` below `ancestorId` (0 = itself), or undefined when outside the team. */
export async function depthBelow(db: Db, merchantId: number, ancestorId: number, memberId: number): Promise<number | undefined> {
  const rows = rowsOf<{ depth: number }>(
    await db.execute(
      sql`select depth from agent_tree where ancestor_id = ${ancestorId} and descendant_id = ${memberId} and merchant_id = ${merchantId}`,
    ),
  );
  return rows[0] === undefined ? undefined : Number(rows[0].depth);
}

export interface DirectRow {
  id: number;
  username: string;
  type: number;
}

export async function directDownline(db: Db, merchantId: number, agentId: number): Promise<DirectRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.id, m.username, m.type from agent_tree t join ${membersView(merchantId)} m on m.id = t.descendant_id
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

const teamMemberRow = (r: Record<string, unknown>) => ({
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
});

export async function teamMembers(db: Db, merchantId: number, agentId: number, f: TeamMemberFilter) {
  const conditions = [sql`t.ancestor_id = ${agentId}`, sql`t.depth > 0`, sql`t.merchant_id = ${merchantId}`];
  if (f.username) conditions.push(sql`m.username_lower like ${`%${f.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (f.status) conditions.push(sql`m.status = ${f.status}`);
  if (f.agentsOnly) conditions.push(sql`m.type not in ${NON_AGENT_TYPES}`);
  if (f.membersOnly) conditions.push(sql`m.type in ${NON_AGENT_TYPES}`);
  if (f.parentId !== undefined) conditions.push(sql`m.upline_member_id = ${f.parentId}`);
  const where = sql.join(conditions, sql` and `);
  const members = sql`agent_tree t join ${membersView(merchantId)} m on m.id = t.descendant_id`;
  const [list, counted] = await Promise.all([
    db.execute(sql`select m.id, m.username, m.type, m.status, m.upline_member_id, m.created_at, t.depth,
        (select a.balance from ${memberAccountsView(merchantId)} a where a.currency = 'BRL' and a.code = 'cash' and a.member_id = m.id) as balance,
        (select max(h.created_at) from ${loginsView(merchantId)} h where h.member_id = m.id) as last_login,
        (select count(*) from agent_tree s where s.ancestor_id = m.id and s.depth > 0) as team_size
      from ${members}
      where ${where} order by t.depth, m.id limit ${f.limit} offset ${f.offset}`),
    db.execute(sql`select count(*) as total from ${members} where ${where}`),
  ]);
  return {
    rows: rowsOf<Record<string, unknown>>(list).map(teamMemberRow),
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
        (select coalesce(sum(a.balance), 0) from agent_tree x join ${memberAccountsView(merchantId)} a on a.member_id = x.descendant_id
          and a.currency = 'BRL' and a.code in ('cash', 'bonus') where x.ancestor_id = ${agentId} and x.depth > 0) as balance
      from agent_tree t join ${membersView(merchantId)} m on m.id = t.descendant_id
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

/** Agents of the merchant (for the scheduled rebate settlement): members of an agent type with a rebate rate. */
export async function agentsWithRates(db: Db, merchantId: number): Promise<number[]> {
  const rows = rowsOf<{ agent_id: unknown }>(
    await db.execute(
      sql`select distinct agent_id from agent_rebate_rates where merchant_id = ${merchantId} and rate_bp > 0 order by agent_id`,
    ),
  );
  return rows.map((r) => num(r.agent_id));
}
