import { formatMinor, isAgentType, rebateCategories, type RebateCategory, type RebateSetup, type TeamRebate } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { requireDirectSubAgent } from './access.js';
import type { AgentDeps, Caller } from './agents.deps.js';
import * as repository from './agents.repository.js';
import * as activity from './team-activity.repository.js';
import * as store from './contracts.repository.js';
import { dayRange } from './periods.js';
import { categoryOf, percentToBp, ratesRecord } from './rates.js';
import { uplineOf } from './operator-tree.repository.js';
import * as members from '../members/members.service.js';

const rateMap = (rows: Array<{ agentId: number; category: string; rateBp: number }>, agentId: number) =>
  new Map(rows.filter((r) => r.agentId === agentId).map((r) => [r.category, r.rateBp]));

export async function setup(deps: AgentDeps, caller: Caller): Promise<RebateSetup> {
  const direct = (await repository.directDownline(deps.db, caller.merchantId, caller.memberId)).filter((d) => isAgentType(d.type));
  const rows = await store.ratesOf(deps.db, caller.merchantId, [caller.memberId, ...direct.map((d) => d.id)]);
  return {
    own: ratesRecord(rows.filter((r) => r.agentId === caller.memberId)),
    subAgents: direct.map((d) => ({
      memberId: String(d.id),
      username: d.username,
      rates: ratesRecord(rows.filter((r) => r.agentId === d.id)),
    })),
  };
}

/**
 * Sets rates of a direct sub-agent. Every rate must be at most the caller's
 * own for its category, else nothing changes (agent.rate.above.parent).
 * Lowering a rate lowers the sub-agent's whole downline to it, so no agent
 * ever has more than its upline.
 */
export async function update(deps: AgentDeps, caller: Caller, memberId: number, rates: Partial<Record<RebateCategory, string>>) {
  await requireDirectSubAgent(deps, caller, memberId);
  const own = rateMap(await store.ratesOf(deps.db, caller.merchantId, [caller.memberId]), caller.memberId);
  const wanted = Object.entries(rates).map(([category, text]) => ({ category, rateBp: percentToBp(text) }));
  const above = wanted.filter((w) => w.rateBp > (own.get(w.category) ?? 0));
  if (above.length) throw new AppError('agent.rate.above.parent', { categories: above.map((a) => a.category).join(', ') });
  const at = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await store.upsertRates(tx, caller.merchantId, memberId, caller.memberId, wanted, at);
    for (const w of wanted) await store.capDownlineRates(tx, memberId, w.category, w.rateBp, at);
  });
  return setup(deps, caller);
}

/** An agent's own rates, every category (0.00 when unset), in the shape the operator sets them. */
export async function ratesOfAgent(deps: AgentDeps, merchantId: number, agentId: number): Promise<Record<RebateCategory, string>> {
  return ratesRecord(await store.ratesOf(deps.db, merchantId, [agentId]));
}

/**
 * Operator: the rates of any agent (a top agent has no upline to set them). Under an agent upline each rate must be at
 * most the upline's (agent.rate.above.parent, nothing changes); a lowered rate lowers the agent's downline with it,
 * as when an upline sets it.
 */
export async function setTopRates(deps: AgentDeps, merchantId: number, agentId: number, rates: Partial<Record<RebateCategory, string>>) {
  const wanted = Object.entries(rates).map(([category, text]) => ({ category, rateBp: percentToBp(text) }));
  const uplineId = await uplineAgentOf(deps, merchantId, agentId);
  if (uplineId !== undefined) {
    const own = rateMap(await store.ratesOf(deps.db, merchantId, [uplineId]), uplineId);
    const above = wanted.filter((w) => w.rateBp > (own.get(w.category) ?? 0));
    if (above.length) throw new AppError('agent.rate.above.parent', { categories: above.map((a) => a.category).join(', ') });
  }
  const at = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await store.upsertRates(tx, merchantId, agentId, null, wanted, at);
    for (const w of wanted) await store.capDownlineRates(tx, agentId, w.category, w.rateBp, at);
  });
}

/** The agent's direct upline when that upline is an agent (whose rates cap this one's). */
async function uplineAgentOf(deps: AgentDeps, merchantId: number, agentId: number): Promise<number | undefined> {
  const uplineId = await uplineOf(deps.db, agentId);
  if (uplineId === null) return undefined;
  const upline = await members.findById(deps, merchantId, uplineId);
  return upline && isAgentType(upline.type) ? uplineId : undefined;
}

export interface RebateIncome {
  byCategory: Map<RebateCategory, { stakes: bigint; income: bigint }>;
  own: Map<string, number>;
  total: bigint;
  roundCount: number;
  firstRoundId: number | null;
  lastRoundId: number | null;
  stakes: bigint;
}

/**
 * What an agent earns on its team's settled stakes: its own rate on what its
 * direct members staked, and the margin over each direct sub-agent's rate on
 * that sub-agent's whole team (each level keeps its own margin).
 */
export async function income(deps: AgentDeps, merchantId: number, agentId: number, range: { from: Date; to: Date }): Promise<RebateIncome> {
  const stakes = await activity.stakesByDirectAndGame(deps.db, merchantId, agentId, range);
  const children = [...new Set(stakes.map((s) => s.child))];
  const rows = await store.ratesOf(deps.db, merchantId, [agentId, ...children]);
  const own = rateMap(rows, agentId);
  const types = await deps.gameTypes(merchantId, stakes);
  const weighted = new Map<RebateCategory, { stakes: bigint; weighted: bigint }>();
  let first: number | null = null;
  let last: number | null = null;
  let count = 0;
  let total = 0n;
  stakes.forEach((s, i) => {
    const category = categoryOf(types[i]);
    const margin = Math.max(0, (own.get(category) ?? 0) - (rateMap(rows, s.child).get(category) ?? 0));
    const entry = weighted.get(category) ?? { stakes: 0n, weighted: 0n };
    entry.stakes += s.stakes;
    entry.weighted += s.stakes * BigInt(margin);
    weighted.set(category, entry);
    count += s.rounds;
    total += s.stakes;
    first = first === null ? s.firstId : Math.min(first, s.firstId);
    last = last === null ? s.lastId : Math.max(last, s.lastId);
  });
  const byCategory = new Map<RebateCategory, { stakes: bigint; income: bigint }>();
  let sum = 0n;
  for (const [category, w] of weighted) {
    const earned = w.weighted / 10_000n;
    byCategory.set(category, { stakes: w.stakes, income: earned });
    sum += earned;
  }
  return { byCategory, own, total: sum, roundCount: count, firstRoundId: first, lastRoundId: last, stakes: total };
}

export async function teamRebate(
  deps: AgentDeps,
  caller: Caller,
  q: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<TeamRebate> {
  const range = dayRange(deps.clock(), q.startDate, q.endDate);
  const earned = await income(deps, caller.merchantId, caller.memberId, range);
  const paid = await store.paidRebates(deps.db, caller.merchantId, caller.memberId, range.from, range.to);
  const record = ratesRecord([...earned.own].map(([category, rateBp]) => ({ category, rateBp })));
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    total: formatMinor(earned.total),
    paid: formatMinor(paid),
    byCategory: rebateCategories.map((category) => {
      const c = earned.byCategory.get(category);
      return { category, stakes: formatMinor(c?.stakes ?? 0n), ownRate: record[category], income: formatMinor(c?.income ?? 0n) };
    }),
  };
}
