import { AppError } from '../../http/app-error.js';
import type { Db } from '../../db/client.js';
import * as repo from './seamless.repository.js';

/** How long a vendor's limit is kept before it is read again (a change takes effect without a restart). */
const LIMIT_TTL_MS = 30_000;
/** Per database, so several apps in one process (tests) keep theirs apart. */
const caches = new WeakMap<Db, Map<string, Promise<bigint | undefined>>>();

function maxAmountOf(db: Db, vendor: string): Promise<bigint | undefined> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let limit = cache.get(vendor);
  if (!limit) {
    const entries = cache;
    limit = repo.vendorMaxAmount(db, vendor);
    limit.catch(() => entries.delete(vendor));
    entries.set(vendor, limit);
    setTimeout(() => entries.delete(vendor), LIMIT_TTL_MS).unref();
  }
  return limit;
}

/**
 * A bet or win above its vendor's maximum (SEAMLESS_MAX_AMOUNTS, default
 * R$ 1.000.000,00) is refused before anything is posted: no provider error or
 * attack moves more than that in one call.
 */
export async function checkVendorAmount(db: Db, vendor: string, amountMinor: bigint): Promise<void> {
  const max = await maxAmountOf(db, vendor);
  if (max === undefined || amountMinor > max) throw new AppError('amount.above.maximum', { maxAmountMinor: String(max ?? 0n) });
}
