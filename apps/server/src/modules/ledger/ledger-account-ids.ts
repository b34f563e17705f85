import type { Db } from '../../db/client.js';
import { accountCacheKey, accountKey, type AccountRef } from './ledger-accounts.js';
import * as repo from './ledger.repository.js';

/** Account ids cached per process; past this many the cache starts over (ids never change, so that is only a cost). */
const ACCOUNT_CACHE_MAX = 200_000;

export type AccountIds = ReturnType<typeof createAccountIds>;

/**
 * Account ids, created on first use outside any caller transaction (so a rolled-back caller never leaves a cached
 * id of a row that does not exist) and cached per process.
 */
export function createAccountIds(db: Db, houseShards: number | undefined) {
  const ids = new Map<string, Promise<number>>();
  const keyOf = (merchantId: number, currency: string, ref: AccountRef) => accountKey(merchantId, currency, ref, houseShards);

  function accountId(merchantId: number, currency: string, ref: AccountRef): Promise<number> {
    const key = keyOf(merchantId, currency, ref);
    const cacheKey = accountCacheKey(key);
    let id = ids.get(cacheKey);
    if (!id) {
      if (ids.size >= ACCOUNT_CACHE_MAX) ids.clear();
      id = repo.ensureAccount(db, key);
      id.catch(() => ids.delete(cacheKey));
      ids.set(cacheKey, id);
    }
    return id;
  }

  /**
   * Inside a caller's transaction a missing account is created by that
   * transaction and not cached: it may still roll back. (PGlite has one
   * connection, so the root handle would also wait on the open transaction.)
   */
  function accountIdWithin(tx: Db, merchantId: number, currency: string, ref: AccountRef): Promise<number> {
    if (tx === db) return accountId(merchantId, currency, ref);
    const cached = ids.get(accountCacheKey(keyOf(merchantId, currency, ref)));
    return cached ?? repo.ensureAccount(tx, keyOf(merchantId, currency, ref));
  }

  /** Creates and caches accounts before a transaction uses them (one read when they exist), so it needs no extra statements for them. */
  async function prepareAccounts(merchantId: number, currency: string, refs: AccountRef[]): Promise<void> {
    const keys = refs.map((ref) => keyOf(merchantId, currency, ref)).filter((k) => !ids.has(accountCacheKey(k)));
    if (keys.length === 0) return;
    if (ids.size + keys.length >= ACCOUNT_CACHE_MAX) ids.clear();
    const found = await repo.ensureAccounts(db, keys);
    keys.forEach((k, i) => ids.set(accountCacheKey(k), Promise.resolve(found[i] as number)));
  }

  /** Ids of the accounts (created when missing), for the ledger's moves, which post through their own SQL functions. */
  async function accountIdsOf(merchantId: number, currency: string, refs: AccountRef[]): Promise<number[]> {
    await prepareAccounts(merchantId, currency, refs);
    return Promise.all(refs.map((ref) => accountId(merchantId, currency, ref)));
  }

  return { accountIdWithin, prepareAccounts, accountIdsOf };
}
