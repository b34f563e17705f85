import {
  formatMinor,
  type BarredCase,
  type BarredCasesQuery,
  type BarredOverview,
  type BarredRun,
  type BarredSandboxEntry,
  type BarredSandboxQuery,
} from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { BackgroundTasks } from '../../infra/background.js';
import * as protection from '../protection/protection.service.js';
import { claimOperatorRun, nextSweepAt, runSweep, SWEEP_EVERY_DAYS } from './barred-sweep.js';
import type { BarredDeps, BarredMerchant } from './barred.deps.js';
import * as repo from './barred.repository.js';
import * as runs from './barred-runs.repository.js';
import * as sandbox from './barred-sandbox.repository.js';

export interface BarredOperatorDeps extends BarredDeps {
  /** The operator's "run now" sweeps after the answer; tests and shutdown wait on it. */
  background: BackgroundTasks;
}

export const runOf = (row: runs.RunRow): BarredRun => ({
  id: row.id,
  trigger: row.trigger,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  checked: row.checked,
  hits: row.hits,
  error: row.error,
});

const caseOf = (row: repo.CaseListRow): BarredCase => ({
  id: row.id,
  memberId: row.memberId,
  username: row.username,
  category: row.category,
  source: row.source,
  status: row.status,
  detectedAt: row.detectedAt.toISOString(),
  deadline: row.deadlineAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  refundedBets: row.refundedBets,
  refunded: formatMinor(row.refundedMinor),
  owedAtClosure: row.owedAtClosureMinor === null ? null : formatMinor(row.owedAtClosureMinor),
});

const entryOf = (row: sandbox.EntryRow): BarredSandboxEntry => ({
  id: row.id,
  cpf: row.cpf,
  category: row.category,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

/** What the back office's barred-persons page heads with: the adapter, the profile's duty, the sweep, the counts. */
export async function overview(deps: BarredDeps, merchantId: number): Promise<BarredOverview> {
  const [required, lastRun, counts, failing] = await Promise.all([
    protection.barredChecksRequired(deps, merchantId),
    runs.latestRun(deps.db, merchantId),
    repo.countCases(deps.db, merchantId),
    deps.check.name === 'sandbox' ? sandbox.isFailing(deps.db, merchantId) : false,
  ]);
  return {
    adapter: deps.check.name,
    required,
    sandboxFailing: failing,
    withdrawalDays: deps.withdrawalDays,
    sweepDays: SWEEP_EVERY_DAYS,
    nextSweepAt: required ? (await nextSweepAt(deps, merchantId)).toISOString() : null,
    lastRun: lastRun ? runOf(lastRun) : null,
    ...counts,
  };
}

export async function listCases(deps: BarredDeps, merchantId: number, query: BarredCasesQuery) {
  const { rows, total } = await repo.listCases(deps.db, merchantId, query);
  return { list: rows.map(caseOf), total };
}

export async function listRuns(deps: BarredDeps, merchantId: number, page: number, limit: number) {
  const { rows, total } = await runs.listRuns(deps.db, merchantId, page, limit);
  return { list: rows.map(runOf), total };
}

/**
 * "Run now": a sweep of the whole base, started here and run after the answer (the back office polls the runs). Refused
 * while another process runs one, and under a profile that does not require the check.
 */
export async function runNow(deps: BarredOperatorDeps, merchant: BarredMerchant): Promise<BarredRun> {
  if (!(await protection.barredChecksRequired(deps, merchant.id))) throw new AppError('barred.not.required');
  const claimed = await claimOperatorRun(deps, merchant);
  if (!claimed) throw new AppError('barred.run.busy');
  deps.background.run(deps.log, 'barred-persons sweep', () => runSweep(deps, merchant, claimed));
  return runOf(claimed.run);
}

/** The sandbox's calls answer only while the sandbox is the configured adapter: the real list is the regulator's. */
function requireSandbox(deps: BarredDeps): void {
  if (deps.check.name !== 'sandbox') throw new AppError('barred.sandbox.off');
}

export async function sandboxEntries(deps: BarredDeps, merchantId: number, query: BarredSandboxQuery) {
  requireSandbox(deps);
  const { rows, total } = await sandbox.listEntries(deps.db, merchantId, { cpfPrefix: query.cpf, page: query.page, limit: query.limit });
  return { list: rows.map(entryOf), total };
}

export async function addSandboxEntry(
  deps: BarredDeps,
  merchantId: number,
  entry: { cpf: string; category: BarredSandboxEntry['category']; note: string },
  by: string,
): Promise<BarredSandboxEntry> {
  requireSandbox(deps);
  const row = await sandbox.insertEntry(deps.db, { merchantId, ...entry, createdAt: new Date(deps.clock()), createdBy: by });
  if (!row) throw new AppError('barred.sandbox.entry.exists');
  return entryOf(row);
}

export async function findSandboxEntry(deps: BarredDeps, merchantId: number, id: number): Promise<BarredSandboxEntry> {
  requireSandbox(deps);
  const row = await sandbox.findEntry(deps.db, merchantId, id);
  if (!row) throw new AppError('barred.sandbox.entry.not.found');
  return entryOf(row);
}

export async function removeSandboxEntry(deps: BarredDeps, merchantId: number, id: number): Promise<void> {
  requireSandbox(deps);
  if (!(await sandbox.deleteEntry(deps.db, merchantId, id))) throw new AppError('barred.sandbox.entry.not.found');
}

export async function setSandboxFailing(deps: BarredDeps, merchantId: number, failing: boolean): Promise<void> {
  requireSandbox(deps);
  await sandbox.setFailing(deps.db, merchantId, failing, new Date(deps.clock()));
}
