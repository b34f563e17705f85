import { randomBytes } from 'node:crypto';
import { PRIVACY_EXPORT_KEPT_MS } from '@app/contract';
import { memberProfile } from '../members/personal-data.js';
import { writeExport } from './export-writer.js';
import type { PrivacyDeps } from './privacy.deps.js';
import * as repo from './privacy.repository.js';
import type { PrivacyRequestRow } from './privacy.repository.js';

/** A run holds its export this long; a process that dies mid-run leaves it to be taken over after that. */
const RUN_LEASE_MS = 30 * 60_000;
/** Runs of one export before it is `failed` for good (the player may ask again: a failed copy does not count). */
export const MAX_EXPORT_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => Math.min(attempts, 8) * 5 * 60_000;
/** Exports one pass of the job writes at most (each one can take a while). */
const PASS_EXPORTS = 20;
const SWEEP_FILES = 100;

interface Claimed {
  row: PrivacyRequestRow;
  token: string;
}

/** Takes an export for one run: a given one (just asked), or the next the job may run; undefined when none. */
export async function claimExport(deps: PrivacyDeps, id?: number): Promise<Claimed | undefined> {
  const now = deps.clock();
  const token = randomBytes(12).toString('hex');
  const row = await repo.claimExport(deps.db, {
    ...(id !== undefined && { id }),
    token,
    now: new Date(now),
    leaseUntil: new Date(now + RUN_LEASE_MS),
  });
  return row && { row, token };
}

async function deleteFile(deps: PrivacyDeps, key: string): Promise<void> {
  await deps.store
    .delete(key)
    .catch((error: unknown) => deps.log.warn({ err: (error as Error).message }, 'privacy export file not deleted'));
}

/**
 * Writes the claimed copy and records it (downloadable for 7 days). A failure is recorded without personal data and
 * retried later; after MAX_EXPORT_ATTEMPTS runs, or for an account being closed, the export is `failed` for good.
 */
export async function runExport(deps: PrivacyDeps, { row, token }: Claimed): Promise<'done' | 'failed' | 'lost'> {
  const key = { merchantId: row.merchantId, memberId: row.memberId };
  const fileKey = `privacy/${row.merchantId}/${row.memberId}/${row.id}-${token}.json`;
  const fail = async (message: string, final: boolean) => {
    const now = deps.clock();
    const retryAt = final || row.attempts >= MAX_EXPORT_ATTEMPTS ? null : new Date(now + retryDelayMs(row.attempts));
    await repo.failExport(deps.db, row.id, token, message.slice(0, 500), retryAt, new Date(now));
    deps.log.error({ requestId: row.id, attempt: row.attempts, err: message.slice(0, 200) }, 'privacy export failed');
    return 'failed' as const;
  };
  const profile = await memberProfile(deps.db, key);
  if (!profile) return fail('member not found', true);
  if (await repo.liveClosure(deps.db, key)) return fail('account closed', true);
  try {
    const at = new Date(deps.clock());
    const file = await writeExport({ deps, key, profile }, fileKey, at);
    const expiresAt = new Date(at.getTime() + PRIVACY_EXPORT_KEPT_MS);
    if (!(await repo.finishExport(deps.db, row.id, token, { key: fileKey, ...file, at, expiresAt }))) {
      await deleteFile(deps, fileKey);
      return 'lost';
    }
    deps.log.info({ requestId: row.id, bytes: file.bytes }, 'privacy export written');
    return 'done';
  } catch (error) {
    await deleteFile(deps, fileKey);
    return fail((error as Error).message, false);
  }
}

/** The job's writing: every export it can claim now, up to a pass's share. */
export async function runDueExports(deps: PrivacyDeps): Promise<number> {
  let ran = 0;
  for (; ran < PASS_EXPORTS; ran += 1) {
    const claimed = await claimExport(deps);
    if (!claimed) break;
    await runExport(deps, claimed);
  }
  return ran;
}

/** Deletes the files past their 7 days; a file that cannot be deleted stays listed for the next pass. */
export async function deleteExpiredFiles(deps: PrivacyDeps): Promise<number> {
  let deleted = 0;
  for (const file of await repo.filesToDelete(deps.db, new Date(deps.clock()), SWEEP_FILES)) {
    try {
      if (file.fileKey) await deps.store.delete(file.fileKey);
      await repo.markFileDeleted(deps.db, file.id, new Date(deps.clock()));
      deleted += 1;
    } catch (error) {
      deps.log.warn({ requestId: file.id, err: (error as Error).message }, 'expired privacy export not deleted');
    }
  }
  return deleted;
}
