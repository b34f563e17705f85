import { formatMinor, type SettlementKind, type SettlementPayout, type SettlementRun } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as members from '../members/members.service.js';
import type { AgentDeps } from './agents.deps.js';
import * as runs from './settlement-runs.repository.js';

async function view(deps: AgentDeps, merchantId: number, rows: runs.RunRow[]): Promise<SettlementRun[]> {
  const ids = [...new Set(rows.flatMap((r) => r.errors.map((e) => e.agentId)))];
  const names = new Map<number, string>();
  for (const id of ids) names.set(id, (await members.findById(deps, merchantId, id))?.username ?? String(id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as SettlementKind,
    period: r.period,
    trigger: r.trigger as SettlementRun['trigger'],
    actor: r.actor,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    due: r.due,
    paid: r.paid,
    skipped: r.skipped,
    failed: r.failed,
    amount: formatMinor(r.amount),
    errors: r.errors.map((e) => ({ agent: names.get(e.agentId) ?? String(e.agentId), message: e.message })),
  }));
}

export async function list(
  deps: AgentDeps,
  merchantId: number,
  q: { kind?: string | undefined; period?: string | undefined; page: number; limit: number },
) {
  const { rows, total } = await runs.listRuns(deps.db, merchantId, { ...q, offset: (q.page - 1) * q.limit });
  return { list: await view(deps, merchantId, rows), total };
}

/** The payouts of the run's kind and period; `thisRun` marks the ones recorded while this run was going. */
export async function payouts(deps: AgentDeps, merchantId: number, runId: number): Promise<SettlementPayout[]> {
  const run = await runs.findRun(deps.db, merchantId, runId);
  if (!run) throw new AppError('request.not.found');
  const rows = await runs.payoutsOfPeriod(deps.db, merchantId, run.kind, run.period);
  const end = (run.finishedAt ?? run.startedAt).getTime();
  return rows.map((p) => ({
    agent: p.username,
    amount: formatMinor(p.amount),
    roundCount: p.roundCount,
    stake: formatMinor(p.stake),
    win: formatMinor(p.win),
    createdAt: p.createdAt.toISOString(),
    thisRun: run.paid > 0 && p.amount > 0n && p.createdAt.getTime() >= run.startedAt.getTime() && p.createdAt.getTime() <= end,
  }));
}
