import type { RegulatorDeps, RegulatorMerchant } from './regulator.deps.js';
import * as repository from './regulator.repository.js';

/** Files are kept five years (issue 30); nothing younger is ever deleted. */
export const RETENTION_YEARS = 5;
const SWEEP_LIMIT = 50;

/** The first day still kept on `today`: the same calendar date five years before (a 29 February keeps one more day). */
export function firstKeptDay(today: string): string {
  return `${String(Number(today.slice(0, 4)) - RETENTION_YEARS).padStart(4, '0')}${today.slice(4)}`;
}

/**
 * Deletes the files of days older than five years (every generation under the day's folder, whatever the manifest
 * names) and then the day's row and deliveries; a day whose files cannot be deleted keeps its row for the next sweep.
 */
export async function deleteExpired(deps: RegulatorDeps, merchant: RegulatorMerchant, today: string): Promise<number> {
  const expired = await repository.expiredSets(deps.db, merchant.id, firstKeptDay(today), SWEEP_LIMIT);
  let deleted = 0;
  for (const set of expired) {
    try {
      for (const key of await deps.store.list(`regulator/${merchant.id}/${set.day}/`)) await deps.store.delete(key);
      await repository.deleteSet(deps.db, set.id);
      deleted += 1;
    } catch (error) {
      deps.log.warn({ merchantId: merchant.id, day: set.day, err: (error as Error).message }, 'expired regulator files not deleted');
    }
  }
  if (deleted) deps.log.info({ merchantId: merchant.id, deleted }, 'regulator files past retention deleted');
  return deleted;
}
