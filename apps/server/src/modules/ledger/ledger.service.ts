import type { Db } from '../../db/client.js';
import { isRetryable } from '../../db/sql-state.js';
import { createAccountIds, type AccountIds } from './ledger-account-ids.js';
import { houseAccount, houseShardAccount, memberAccount, type AccountRef, type TransferCode } from './ledger-accounts.js';
import { HoldResolvedError, ledgerRefusal } from './ledger-errors.js';
import { requestHash } from './ledger-hash.js';
import { createLedgerMoves } from './ledger-moves.js';
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

export interface HoldResolution {
  merchantId: number;
  holdTransferId: number;
  idempotencyKey: string;
  code: TransferCode;
  /** What the idempotency key is bound to, when the caller has its own request (as in transfer()). */
  request?: unknown;
  reference?: string;
  metadata?: Record<string, unknown>;
}

const MAX_ATTEMPTS = 5;

/** Posts one transfer on `tx` (the caller's transaction, or the root handle); the ledger's refusals become LedgerError. */
async function postTransfer(ids: AccountIds, spec: TransferSpec, tx: Db): Promise<TransferResult> {
  if (spec.amount <= 0n) throw new RangeError(`transfer amount must be positive: ${spec.amount}`);
  const debitAccountId = await ids.accountIdWithin(tx, spec.merchantId, spec.currency, spec.debit);
  const creditAccountId = await ids.accountIdWithin(tx, spec.merchantId, spec.currency, spec.credit);
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
    throw ledgerRefusal(error, spec.resolves ?? null);
  }
}

/**
 * Runs `work` in one database transaction, again from the start on a
 * deadlock or serialization failure. Everything it posts commits together.
 */
async function runInTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => work(tx as unknown as Db));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}

async function refOfAccount(tx: Db, id: number): Promise<AccountRef> {
  const account = await repo.findAccount(tx, id);
  if (!account) throw new Error(`ledger account ${id} does not exist`);
  if (account.ownerId !== 0) return memberAccount(account.ownerId, account.code as never);
  return account.code === 'house.games' ? houseShardAccount(account.shard) : houseAccount(account.code as never);
}

type Transfer = (spec: TransferSpec, tx: Db) => Promise<TransferResult>;

/** Moves the held amount out of the hold account to `to` (posting) or back where it came from (release); once only. */
async function resolveHold(transfer: Transfer, r: HoldResolution, to: AccountRef | 'origin', tx: Db): Promise<TransferResult> {
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

/** What the ledger tells about a member's accounts and its transfers (no writes). */
function ledgerReads(db: Db) {
  /** Balances of a member in a currency by account code ('cash', 'bonus', 'vendor:PP' …); missing accounts are 0. */
  const memberBalances = async (merchantId: number, memberId: number, currency: string, tx: Db = db): Promise<Map<string, bigint>> =>
    new Map((await repo.ownerBalances(tx, merchantId, memberId, currency)).map((r) => [r.code, BigInt(r.balance)]));
  return {
    memberBalances,
    memberAccountIds: async (merchantId: number, memberId: number, currency: string, codes: string[], tx: Db = db) =>
      (await repo.ownerBalances(tx, merchantId, memberId, currency)).filter((r) => codes.includes(r.code)).map((r) => r.id),
    listEntries: (filter: repo.EntryFilter, tx: Db = db) => repo.listEntries(tx, filter),
    resolvedHolds: (ids: number[], tx: Db = db) => repo.resolvedHolds(tx, ids),
    findTransferByKey: (merchantId: number, key: string, tx: Db = db) => repo.findTransferByKey(tx, merchantId, key),
    findResolution: (holdTransferId: number, tx: Db = db) => repo.findResolution(tx, holdTransferId),
    memberTotals: async (merchantId: number, memberId: number, currency: string, codes: string[], tx: Db = db) =>
      new Map((await repo.ownerTotals(tx, merchantId, memberId, currency, codes)).map((r) => [r.code, BigInt(r.total)])),
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The only writer of the ledger, with two doors: this service for ordinary transfers and holds, and its moves
 * (`moves`, ledger-moves.ts) for the seamless wallet's bets, wins, rollbacks and round ends.
 */
export function createLedger(db: Db, options: { houseShards?: number } = {}) {
  const ids = createAccountIds(db, options.houseShards);
  const transfer = (spec: TransferSpec, tx: Db = db) => postTransfer(ids, spec, tx);
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => runInTransaction(db, work);
  const releaseHold = (r: HoldResolution, tx: Db = db) => resolveHold(transfer, r, 'origin', tx);
  const reads = ledgerReads(db);
  return {
    transfer,
    prepareAccounts: ids.prepareAccounts,
    accountIdsOf: ids.accountIdsOf,
    inTransaction,
    postHold: (r: HoldResolution, to: AccountRef, tx: Db = db) => resolveHold(transfer, r, to, tx),
    releaseHold,
    ...reads,
    moves: createLedgerMoves(db, { ...reads, accountIdsOf: ids.accountIdsOf, releaseHold, inTransaction }),
  };
}

export { HoldResolvedError };
