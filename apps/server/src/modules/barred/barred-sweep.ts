import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@app/contract';
import { blockMember } from './barred-block.js';
import { BarredCheckOutage, CHECK_BATCH_MAX, type BarredVerdict } from './barred-check.js';
import type { BarredDeps, BarredMerchant } from './barred.deps.js';
import * as repo from './barred.repository.js';
import * as runs from './barred-runs.repository.js';

/** The regulator asks for the whole base at least every 15 days (IN SPA/MF 22/2025). */
export const SWEEP_EVERY_DAYS = 15;
/** A run holds the sweep this long between pages; a process that dies mid-run leaves it to be taken over after that. */
const RUN_LEASE_MS = 10 * 60_000;
/** A failed sweep (an outage) is tried again after this long. */
export const SWEEP_RETRY_MS = 15 * 60_000;

export interface ClaimedRun {
  run: runs.RunRow;
  token: string;
}

const lease = (deps: BarredDeps) => {
  const now = deps.clock();
  return { token: randomBytes(12).toString('hex'), now: new Date(now), leaseUntil: new Date(now + RUN_LEASE_MS) };
};

/** When the next sweep is due: 15 days after the last one that finished began (now when none did). */
export async function nextSweepAt(deps: BarredDeps, merchantId: number): Promise<Date> {
  const finished = await runs.latestRun(deps.db, merchantId, 'finished');
  return new Date(finished ? finished.startedAt.getTime() + SWEEP_EVERY_DAYS * DAY_MS : deps.clock());
}

/**
 * The run this process may do now, if any: one a dead process left (its lease ran out), else a new one when a sweep
 * is due and the last failure is old enough to retry. Several processes asking at once get one run between them: the
 * claims of a merchant are serialised, so each sees what the one before it decided.
 */
export function claimDueRun(deps: BarredDeps, merchant: BarredMerchant): Promise<ClaimedRun | undefined> {
  return deps.db.transaction(async (tx) => {
    await runs.lockClaims(tx, merchant.id);
    const taken = lease(deps);
    const abandoned = await runs.takeOverRun(tx, merchant.id, taken);
    if (abandoned) return { run: abandoned, token: taken.token };
    const now = deps.clock();
    const last = await runs.latestRun(tx, merchant.id);
    if (last?.status === 'running') return undefined;
    if ((await nextSweepAt({ ...deps, db: tx }, merchant.id)).getTime() > now) return undefined;
    if (last?.status === 'failed' && (last.finishedAt?.getTime() ?? 0) + SWEEP_RETRY_MS > now) return undefined;
    return { run: await runs.startRun(tx, merchant.id, 'job', taken), token: taken.token };
  });
}

/** An operator's "run now": a new run, or the one a dead process left; undefined while another process holds one. */
export function claimOperatorRun(deps: BarredDeps, merchant: BarredMerchant): Promise<ClaimedRun | undefined> {
  return deps.db.transaction(async (tx) => {
    await runs.lockClaims(tx, merchant.id);
    const taken = lease(deps);
    const abandoned = await runs.takeOverRun(tx, merchant.id, taken);
    if (abandoned) return { run: abandoned, token: taken.token };
    if ((await runs.latestRun(tx, merchant.id))?.status === 'running') return undefined;
    return { run: await runs.startRun(tx, merchant.id, 'operator', taken), token: taken.token };
  });
}

async function verdictsOf(deps: BarredDeps, merchantId: number, page: repo.SweepMember[]): Promise<Map<string, BarredVerdict>> {
  return deps.check.check({ merchantId, cpfs: [...new Set(page.map((m) => m.cpf))] });
}

/**
 * Checks the whole base from the run's cursor, a page of members at a time (keyset on the member id), blocking each
 * new hit, and records each page with the lease renewed. An outage ends the run as failed (the job tries again
 * later, from the start); a run another process took over stops at its next page.
 */
export async function runSweep(deps: BarredDeps, merchant: BarredMerchant, claimed: ClaimedRun): Promise<void> {
  const { run, token } = claimed;
  let cursor = run.cursor;
  for (;;) {
    const page = await repo.sweepPage(deps.db, merchant.id, cursor, CHECK_BATCH_MAX);
    if (!page.length) {
      await runs.endRun(deps.db, run.id, token, new Date(deps.clock()), null);
      deps.log.info({ merchantId: merchant.id, run: run.id }, 'barred-persons sweep finished');
      return;
    }
    let verdicts: Map<string, BarredVerdict>;
    try {
      verdicts = await verdictsOf(deps, merchant.id, page);
    } catch (error) {
      if (!(error instanceof BarredCheckOutage)) throw error;
      await runs.endRun(deps.db, run.id, token, new Date(deps.clock()), error.message.slice(0, 500));
      deps.log.warn({ merchantId: merchant.id, run: run.id, reason: error.reason }, 'barred-persons sweep failed');
      return;
    }
    let hits = 0;
    for (const member of page) {
      const verdict = verdicts.get(member.cpf);
      if (!verdict?.barred || member.blocked) continue;
      const key = { merchantId: merchant.id, memberId: member.id };
      if (await blockMember(deps, key, { category: verdict.category, source: 'sweep' })) hits += 1;
    }
    cursor = page.at(-1)!.id;
    const renewed = { cursor, checked: page.length, hits, leaseUntil: new Date(deps.clock() + RUN_LEASE_MS) };
    if (!(await runs.advanceRun(deps.db, run.id, token, renewed))) return;
  }
}
