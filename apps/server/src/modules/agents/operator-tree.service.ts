import { formatMinor, isAgentType, type AgentChildren, type AgentNode, type AgentTree } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { AgentDeps } from './agents.deps.js';
import * as store from './contracts.repository.js';
import * as tree from './operator-tree.repository.js';
import { dayRange } from './periods.js';
import { ratesRecord } from './rates.js';
import { SMALL_TEAM } from './team-sql.js';

/** Search answers at most this many members: the operator narrows the name rather than pages. */
const SEARCH_LIMIT = 20;

interface RangeQuery {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The rows with their sizes, branch figures and rates (and, for search results, where each sits). */
async function toNodes(deps: AgentDeps, merchantId: number, rows: tree.NodeRow[], q: RangeQuery, withUplines: boolean) {
  const ids = rows.map((r) => r.id);
  const range = dayRange(deps.clock(), q.startDate, q.endDate);
  const sizes = await tree.sizesOf(deps.db, merchantId, ids);
  const members = [...sizes.values()].reduce((sum, s) => sum + s.teamSize + 1, 0);
  const [figures, rates, uplines] = await Promise.all([
    tree.branchFigures(deps.db, merchantId, ids, range, members <= SMALL_TEAM),
    store.ratesOf(deps.db, merchantId, ids),
    withUplines ? tree.uplinesOf(deps.db, merchantId, ids) : undefined,
  ]);
  return rows.map((r): AgentNode => {
    const size = sizes.get(r.id);
    const f = figures.get(r.id);
    return {
      id: r.id,
      username: r.username,
      type: r.type,
      isAgent: isAgentType(r.type),
      status: r.status,
      parentId: r.parentId,
      teamSize: size?.teamSize ?? 0,
      directMembers: size?.directMembers ?? 0,
      directAgents: size?.directAgents ?? 0,
      active: f?.active ?? 0,
      deposits: formatMinor(f?.deposits ?? 0n),
      stakes: formatMinor(f?.stakes ?? 0n),
      wins: formatMinor(f?.wins ?? 0n),
      rates: ratesRecord(rates.filter((x) => x.agentId === r.id)),
      ...(uplines && { uplines: uplines.get(r.id) ?? [] }),
    };
  });
}

/** Members whose username starts with the text, each with its branch and its uplines. */
export async function searchTree(deps: AgentDeps, merchantId: number, q: RangeQuery & { username: string }): Promise<AgentTree> {
  const rows = await tree.searchByUsername(deps.db, merchantId, q.username, SEARCH_LIMIT);
  return { nodes: await toNodes(deps, merchantId, rows, q, true) };
}

/** One page of a member's direct downline (by id, after the last one seen). */
export async function childrenOf(
  deps: AgentDeps,
  merchantId: number,
  parentId: number,
  q: RangeQuery & { after?: number | undefined; limit: number },
): Promise<AgentChildren> {
  if (!(await tree.nodeById(deps.db, merchantId, parentId))) throw new AppError('member.not.found');
  const rows = await tree.childrenPage(deps.db, merchantId, parentId, q.after ?? 0, q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    nodes: await toNodes(deps, merchantId, page, q, false),
    next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
