import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { memberFlowsView, roundsView } from '../ledger/ledger.views.js';
import { membersView } from '../members/members.views.js';
import { big, NON_AGENT_TYPES, num, type Range } from './team-sql.js';

/*
 * The back office's tree: nodes found by username or paged below a parent, with each branch's sizes and figures.
 * Every read is an index range of agent_tree (ancestor, depth, descendant) or the members' username index, so a page
 * costs what its own branches hold, never the whole tree.
 */

export interface NodeRow {
  id: number;
  username: string;
  type: number;
  status: 'active' | 'disabled';
  parentId: number | null;
}

const nodeRow = (r: Record<string, unknown>): NodeRow => ({
  id: num(r.id),
  username: String(r.username),
  type: num(r.type),
  status: r.status as NodeRow['status'],
  parentId: r.upline_member_id == null ? null : num(r.upline_member_id),
});

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Members whose username starts with `prefix`, by username (the members' text_pattern_ops index). */
export async function searchByUsername(db: Db, merchantId: number, prefix: string, limit: number): Promise<NodeRow[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.id, m.username, m.type, m.status, m.upline_member_id from ${membersView(merchantId)} m
      where m.username_lower like ${pattern} order by m.username_lower limit ${limit}`),
  );
  return rows.map(nodeRow);
}

export async function nodeById(db: Db, merchantId: number, id: number): Promise<NodeRow | undefined> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select m.id, m.username, m.type, m.status, m.upline_member_id from ${membersView(merchantId)} m where m.id = ${id}`,
    ),
  );
  return rows[0] && nodeRow(rows[0]);
}

/** The direct downline of `parentId` after the id `after`, by id: one range of the team index. */
export async function childrenPage(db: Db, merchantId: number, parentId: number, after: number, limit: number): Promise<NodeRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select m.id, m.username, m.type, m.status, m.upline_member_id
      from agent_tree t join ${membersView(merchantId)} m on m.id = t.descendant_id
      where t.ancestor_id = ${parentId} and t.depth = 1 and t.descendant_id > ${after} and t.merchant_id = ${merchantId}
      order by t.descendant_id limit ${limit}`),
  );
  return rows.map(nodeRow);
}

/** The uplines of each member, from the top down. */
export async function uplinesOf(db: Db, merchantId: number, ids: number[]): Promise<Map<number, Array<{ id: number; username: string }>>> {
  const out = new Map<number, Array<{ id: number; username: string }>>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select t.descendant_id as node, m.id, m.username from agent_tree t join ${membersView(merchantId)} m on m.id = t.ancestor_id
      where t.descendant_id in (${idList(ids)}) and t.depth > 0 order by t.descendant_id, t.depth desc`),
  );
  for (const r of rows) out.get(num(r.node))?.push({ id: num(r.id), username: String(r.username) });
  return out;
}

export interface NodeSizes {
  teamSize: number;
  directMembers: number;
  directAgents: number;
}

/** Each node's team size and direct members and agents: index ranges of the node's own branch. */
export async function sizesOf(db: Db, merchantId: number, ids: number[]): Promise<Map<number, NodeSizes>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select n.id,
        (select count(*) from agent_tree s where s.ancestor_id = n.id and s.depth > 0) as team_size,
        d.direct_members, d.direct_agents
      from (values ${sql.join(
        ids.map((id) => sql`(${id}::int)`),
        sql`, `,
      )}) as n(id)
      cross join lateral (
        select count(*) filter (where m.type in ${NON_AGENT_TYPES}) as direct_members,
          count(*) filter (where m.type not in ${NON_AGENT_TYPES}) as direct_agents
        from agent_tree s join ${membersView(merchantId)} m on m.id = s.descendant_id
        where s.ancestor_id = n.id and s.depth = 1) d`),
  );
  return new Map(
    rows.map((r) => [num(r.id), { teamSize: num(r.team_size), directMembers: num(r.direct_members), directAgents: num(r.direct_agents) }]),
  );
}

export interface BranchFigures {
  active: number;
  deposits: bigint;
  stakes: bigint;
  wins: bigint;
}

/**
 * Each node's branch (itself and its downline) over the range: settled real-money rounds and deposits, summed per
 * member first, then joined with the uplines of each active member (the descendant index, at most the tree's depth
 * rows per member). `small` (the branches hold few members) limits the reads to those members; otherwise the
 * range's activity is read once, as the agent area does for a large team (team-sql.ts teamFilter).
 */
export async function branchFigures(db: Db, merchantId: number, ids: number[], range: Range, small: boolean) {
  const out = new Map<number, BranchFigures>();
  if (ids.length === 0) return out;
  const inBranches = (column: SQL) =>
    small ? sql`and ${column} in (select descendant_id from agent_tree where ancestor_id in (${idList(ids)}))` : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`with played as (
        select r.member_id, sum(r.stake) as stakes, sum(r.win) as wins
        from ${roundsView(merchantId)} r
        where r.status = 'completed' and r.settled_at >= ${range.from} and r.settled_at < ${range.to} and r.currency = 'BRL'
          ${inBranches(sql`r.member_id`)}
        group by r.member_id),
      deposited as (
        select f.member_id::int as member_id, sum(f.amount) as deposits
        from ${memberFlowsView(merchantId)} f
        where f.code = 'deposit' and f.currency = 'BRL' and f.created_at >= ${range.from} and f.created_at < ${range.to}
          ${inBranches(sql`f.member_id::int`)}
        group by 1),
      activity as materialized (
        select coalesce(p.member_id, d.member_id) as member_id, p.stakes, p.wins, d.deposits, p.member_id is not null as played
        from played p full join deposited d on d.member_id = p.member_id)
      select t.ancestor_id as node, count(*) filter (where a.played) as active, sum(a.deposits) as deposits,
        sum(a.stakes) as stakes, sum(a.wins) as wins
      from activity a join agent_tree t on t.descendant_id = a.member_id and t.ancestor_id in (${idList(ids)})
      group by t.ancestor_id`),
  );
  for (const r of rows) {
    out.set(num(r.node), { active: num(r.active), deposits: big(r.deposits), stakes: big(r.stakes), wins: big(r.wins) });
  }
  return out;
}

/** The direct upline of a member (null for a top member). */
export async function uplineOf(db: Db, memberId: number): Promise<number | null> {
  const rows = rowsOf<{ ancestor_id: unknown }>(
    await db.execute(sql`select ancestor_id from agent_tree where descendant_id = ${memberId} and depth = 1`),
  );
  return rows[0] ? num(rows[0].ancestor_id) : null;
}
