import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import {
  accountCacheKey,
  accountKey,
  houseAccount,
  houseShardAccount,
  memberAccount,
  type AccountRef,
  type TransferCode,
} from './ledger-accounts.js';
import { HoldResolvedError, isRetryable, ledgerError } from './ledger-errors.js';
import * as repo from './ledger.repository.js';

export interface TransferSpec {
  merchantId: number;
  currency: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: bigint;
  code: TransferCode;
  /** Unique per merchant; a retry with the same key and request returns the first result. */
  idempotencyKey: string;
  /** What the caller was asked to do; its hash binds the key. Defaults to the transfer itself. */
  request?: unknown;
  /** Set when this transfer posts or releases the hold placed by that transfer. */
  resolves?: number;
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  debitBalance: bigint;
  creditBalance: bigint;
}

const MAX_ATTEMPTS = 5;
/** Account ids cached per process; past this many the cache starts over (ids never change, so that is only a cost). */
const ACCOUNT_CACHE_MAX = 200_000;

/** Stable JSON (sorted keys, bigints as strings) so equal requests hash equally. */
function canonical(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const requestHash = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex');

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The only writer of the ledger. Accounts are created on first use outside
 * any caller transaction (so a rolled-back caller never leaves a cached id of
 * a row that does not exist) and their ids are cached per process.
 */
export function createLedger(db: Db, options: { houseShards?: number } = {}) {
  const accountIds = new Map<string, Promise<number>>();

  function accountId(merchantId: number, currency: string, ref: AccountRef): Promise<number> {
    const key = accountKey(merchantId, currency, ref, options.houseShards);
    const cacheKey = accountCacheKey(key);
    let id = accountIds.get(cacheKey);
    if (!id) {
      if (accountIds.size >= ACCOUNT_CACHE_MAX) accountIds.clear();
      id = repo.ensureAccount(db, key);
      id.catch(() => accountIds.delete(cacheKey));
      accountIds.set(cacheKey, id);
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
    const cached = accountIds.get(accountCacheKey(accountKey(merchantId, currency, ref, options.houseShards)));
    return cached ?? repo.ensureAccount(tx, accountKey(merchantId, currency, ref, options.houseShards));
  }

  /** Creates and caches accounts before a transaction uses them (one read when they exist), so it needs no extra statements for them. */
  async function prepareAccounts(merchantId: number, currency: string, refs: AccountRef[]): Promise<void> {
    const keys = refs
      .map((ref) => accountKey(merchantId, currency, ref, options.houseShards))
      .filter((k) => !accountIds.has(accountCacheKey(k)));
    if (keys.length === 0) return;
    if (accountIds.size + keys.length >= ACCOUNT_CACHE_MAX) accountIds.clear();
    const ids = await repo.ensureAccounts(db, keys);
    keys.forEach((k, i) => accountIds.set(accountCacheKey(k), Promise.resolve(ids[i] as number)));
  }

  /** Ids of the accounts (created when missing), for callers that post through their own SQL functions. */
  async function accountIdsOf(merchantId: number, currency: string, refs: AccountRef[]): Promise<number[]> {
    await prepareAccounts(merchantId, currency, refs);
    return Promise.all(refs.map((ref) => accountId(merchantId, currency, ref)));
  }

  /** Posts one transfer, inside the caller's transaction when `tx` is given. */
  async function transfer(spec: TransferSpec, tx: Db = db): Promise<TransferResult> {
    if (spec.amount <= 0n) throw new RangeError(`transfer amount must be positive: ${spec.amount}`);
    const debitAccountId = await accountIdWithin(tx, spec.merchantId, spec.currency, spec.debit);
    const creditAccountId = await accountIdWithin(tx, spec.merchantId, spec.currency, spec.credit);
    const hashed = spec.request ?? {
      debit: spec.debit,
      credit: spec.credit,
      amount: spec.amount,
      code: spec.code,
      currency: spec.currency,
      resolves: spec.resolves,
    };
    try {
      return await repo.postTransfer(tx, {
        merchantId: spec.merchantId,
        currency: spec.currency,
        debitAccountId,
        creditAccountId,
        amount: spec.amount,
        code: spec.code,
        idempotencyKey: spec.idempotencyKey,
        requestHash: requestHash(hashed),
        resolvesTransferId: spec.resolves ?? null,
        reference: spec.reference ?? null,
        metadata: spec.metadata ?? null,
      });
    } catch (error) {
      throw ledgerError(error, spec.resolves ?? null);
    }
  }

  /**
   * Runs `work` in one database transaction, again from the start on a
   * deadlock or serialization failure. Everything it posts commits together.
   */
  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => work(tx as unknown as Db));
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
      }
    }
  }

  interface HoldResolution {
    merchantId: number;
    holdTransferId: number;
    idempotencyKey: string;
    code: TransferCode;
    /** What the idempotency key is bound to, when the caller has its own request (as in transfer()). */
    request?: unknown;
    reference?: string;
    metadata?: Record<string, unknown>;
  }

  /** Moves the held amount out of the hold account to `to` (posting) or back where it came from (release); once only. */
  async function resolveHold(r: HoldResolution, to: AccountRef | 'origin', tx: Db = db): Promise<TransferResult> {
    const hold = await repo.findTransfer(tx, r.merchantId, r.holdTransferId);
    if (!hold) throw new Error(`hold ${r.holdTransferId} does not exist`);
    const heldIn = await refOfAccount(tx, hold.creditAccountId);
    const target = to === 'origin' ? await refOfAccount(tx, hold.debitAccountId) : to;
    return transfer(
      {
        merchantId: r.merchantId,
        currency: hold.currency,
        debit: heldIn,
        credit: target,
        amount: hold.amount,
        code: r.code,
        idempotencyKey: r.idempotencyKey,
        resolves: hold.id,
        ...(r.request !== undefined && { request: r.request }),
        ...(r.reference !== undefined && { reference: r.reference }),
        ...(r.metadata !== undefined && { metadata: r.metadata }),
      },
      tx,
    );
  }

  async function refOfAccount(tx: Db, id: number): Promise<AccountRef> {
    const account = await repo.findAccount(tx, id);
    if (!account) throw new Error(`ledger account ${id} does not exist`);
    if (account.ownerId !== 0) return memberAccount(account.ownerId, account.code as never);
    return account.code === 'house.games' ? houseShardAccount(account.shard) : houseAccount(account.code as never);
  }

  /** Balances of a member in a currency by account code ('cash', 'bonus', 'vendor:PP' …); missing accounts are 0. */
  async function memberBalances(merchantId: number, memberId: number, currency: string, tx: Db = db): Promise<Map<string, bigint>> {
    const rows = await repo.ownerBalances(tx, merchantId, memberId, currency);
    return new Map(rows.map((r) => [r.code, BigInt(r.balance)]));
  }

  async function memberAccountIds(merchantId: number, memberId: number, currency: string, codes: string[], tx: Db = db) {
    const rows = await repo.ownerBalances(tx, merchantId, memberId, currency);
    return rows.filter((r) => codes.includes(r.code)).map((r) => r.id);
  }

  return {
    transfer,
    prepareAccounts,
    accountIdsOf,
    inTransaction,
    postHold: (r: HoldResolution, to: AccountRef, tx?: Db) => resolveHold(r, to, tx),
    releaseHold: (r: HoldResolution, tx?: Db) => resolveHold(r, 'origin', tx),
    memberBalances,
    memberAccountIds,
    listEntries: (filter: repo.EntryFilter, tx: Db = db) => repo.listEntries(tx, filter),
    resolvedHolds: (ids: number[], tx: Db = db) => repo.resolvedHolds(tx, ids),
    findTransferByKey: (merchantId: number, key: string, tx: Db = db) => repo.findTransferByKey(tx, merchantId, key),
    findResolution: (holdTransferId: number, tx: Db = db) => repo.findResolution(tx, holdTransferId),
    memberTotals: async (merchantId: number, memberId: number, currency: string, codes: string[], tx: Db = db) =>
      new Map((await repo.ownerTotals(tx, merchantId, memberId, currency, codes)).map((r) => [r.code, BigInt(r.total)])),
  };
}

export { HoldResolvedError };
