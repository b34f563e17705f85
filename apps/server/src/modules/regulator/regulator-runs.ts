import { randomBytes } from 'node:crypto';
import { addMerchantDays, merchantDayStart } from '@app/contract';
import { writeDayFiles } from './day-files.js';
import type { RegulatorDeps, RegulatorMerchant } from './regulator.deps.js';
import * as repository from './regulator.repository.js';
import type { FileSetRow } from './regulator.repository.js';

/** A run holds its day this long; a process that dies mid-run leaves it to be taken over after that. */
const RUN_LEASE_MS = 30 * 60_000;
/** A failed run is tried again after 15 minutes per attempt so far, at most every two hours. */
const retryDelayMs = (attempts: number) => Math.min(attempts, 8) * 15 * 60_000;

export interface ClaimedRun {
  set: FileSetRow;
  token: string;
}

export const newToken = () => randomBytes(12).toString('hex');

/** Takes the day for one run (the job's, or an operator's regeneration), or undefined when another holds it. */
export async function claimDay(
  deps: RegulatorDeps,
  merchant: RegulatorMerchant,
  day: string,
  operator: boolean,
): Promise<ClaimedRun | undefined> {
  const now = deps.clock();
  await repository.ensureSet(deps.db, merchant.id, day, deps.exporter.format);
  const token = newToken();
  const claim = { merchantId: merchant.id, day, token, now: new Date(now), leaseUntil: new Date(now + RUN_LEASE_MS) };
  const set = await repository.claimRun(deps.db, claim, operator);
  return set && { set, token };
}

/** Best effort: a key left behind is found again by the retention sweep (it lists the day's folder). */
async function deleteKeys(deps: RegulatorDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await deps.store
      .delete(key)
      .catch((error: unknown) => deps.log.warn({ key, err: (error as Error).message }, 'regulator file not deleted'));
  }
}

/**
 * Writes the claimed day's files and records them; a failure is recorded on the day (visible in the back office)
 * and retried by the job later. The previous generation's files are deleted once the new ones are recorded.
 * Logs never carry the files' rows: they hold CPFs.
 */
export async function runClaimed(
  deps: RegulatorDeps,
  merchant: RegulatorMerchant,
  run: ClaimedRun,
): Promise<'generated' | 'failed' | 'lost'> {
  const { set, token } = run;
  const from = merchantDayStart(set.day);
  const to = merchantDayStart(addMerchantDays(set.day, 1));
  const written: string[] = [];
  const generation = set.generation + 1;
  try {
    const files = await writeDayFiles({
      db: deps.db,
      store: deps.store,
      exporter: deps.exporter,
      merchant,
      day: set.day,
      range: { merchantId: merchant.id, from, to },
      generation,
      generatedAt: new Date(deps.clock()),
      written,
    });
    const delivery = deps.submitter.sends ? 'pending' : 'manual';
    const result = { format: deps.exporter.format, generation, ...files, delivery } as const;
    if (!(await repository.finishRun(deps.db, set.id, token, new Date(deps.clock()), result))) {
      await deleteKeys(deps, written);
      return 'lost';
    }
    if (set.manifest) await deleteKeys(deps, [...set.manifest.files.map((f) => f.key), set.manifest.manifestKey]);
    deps.log.info({ merchantId: merchant.id, day: set.day, generation, manifestSha256: files.manifestSha256 }, 'regulator files written');
    return 'generated';
  } catch (error) {
    await deleteKeys(deps, written);
    const message = (error as Error).message.slice(0, 500);
    const now = deps.clock();
    await repository.failRun(deps.db, set.id, token, new Date(now), message, new Date(now + retryDelayMs(set.attempts)));
    deps.log.error({ merchantId: merchant.id, day: set.day, attempt: set.attempts, err: message }, 'regulator files failed');
    return 'failed';
  }
}
