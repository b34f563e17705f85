import { and, asc, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AccountKey } from './ledger-accounts.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from './ledger.tables.js';
import { rowsOf } from '../../db/rows.js';

const sameKey = (k: AccountKey) =>
  and(
    eq(ledgerAccounts.merchantId, k.merchantId),
    eq(ledgerAccounts.currency, k.currency),
    eq(ledgerAccounts.code, k.code),
    eq(ledgerAccounts.ownerId, k.ownerId),
    eq(ledgerAccounts.shard, k.shard),
  );

const keyOf = (r: { merchantId: number; currency: string; code: string; ownerId: number; shard: number }) =>
  `${r.merchantId}|${r.currency}|${r.code}|${r.ownerId}|${r.shard}`;

/**
 * Ids of the accounts, creating the missing ones (concurrent creators both get
 * the one row). Existing accounts cost one read for the whole list.
 */
export async function ensureAccounts(db: Db, keys: AccountKey[]): Promise<number[]> {
  const columns = {
    id: ledgerAccounts.id,
    merchantId: ledgerAccounts.merchantId,
    currency: ledgerAccounts.currency,
    code: ledgerAccounts.code,
    ownerId: ledgerAccounts.ownerId,
    shard: ledgerAccounts.shard,
  };
  const read = async () =>
    new Map(
      (
        await db
          .select(columns)
          .from(ledgerAccounts)
          .where(or(...keys.map(sameKey)))
      ).map((r) => [keyOf(r), r.id]),
    );
  let found = await read();
  const missing = keys.filter((k) => !found.has(keyOf(k)));
  if (missing.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(
        missing.map((k) => ({
          merchantId: k.merchantId,
          currency: k.currency,
          code: k.code,
          ownerId: k.ownerId,
          shard: k.shard,
          allowNegative: k.allowNegative,
        })),
      )
      .onConflictDoNothing();
    found = await read();
  }
  return keys.map((k) => {
    const id = found.get(keyOf(k));
    if (id === undefined) throw new Error(`ledger account ${k.code} was not created`);
    return id;
  });
}

export async function ensureAccount(db: Db, key: AccountKey): Promise<number> {
  return (await ensureAccounts(db, [key]))[0] as number;
}

export interface PostTransferParams {
  merchantId: number;
  currency: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
  code: string;
  idempotencyKey: string;
  requestHash: string;
  resolvesTransferId: number | null;
  reference: string | null;
  metadata: Record<string, unknown> | null;
}

export interface PostedTransfer {
  transferId: number;
  replayed: boolean;
  debitBalance: bigint;
  creditBalance: bigint;
}

/** One round trip: ledger_post_transfer() (sql/ledger-post-transfer.sql) does the whole posting. */
export async function postTransfer(db: Db, p: PostTransferParams): Promise<PostedTransfer> {
  const result = await db.execute(sql`
    select transfer_id, replayed, debit_balance, credit_balance from ledger_post_transfer(
      ${p.merchantId}::integer, ${p.currency}::text, ${p.debitAccountId}::bigint, ${p.creditAccountId}::bigint,
      ${p.amount.toString()}::bigint, ${p.code}::text, ${p.idempotencyKey}::text, ${p.requestHash}::text,
      ${p.resolvesTransferId}::bigint, ${p.reference}::text, ${p.metadata === null ? null : JSON.stringify(p.metadata)}::jsonb)`);
  const row = rowsOf<{ transfer_id: unknown; replayed: boolean; debit_balance: unknown; credit_balance: unknown }>(result)[0];
  if (!row) throw new Error('ledger_post_transfer returned no row');
  return {
    transferId: Number(row.transfer_id),
    replayed: row.replayed,
    debitBalance: BigInt(row.debit_balance as string),
    creditBalance: BigInt(row.credit_balance as string),
  };
}

export async function findTransfer(db: Db, merchantId: number, id: number) {
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.id, id)));
  return rows[0];
}

export async function findTransferByKey(db: Db, merchantId: number, idempotencyKey: string) {
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, merchantId), eq(ledgerTransfers.idempotencyKey, idempotencyKey)));
  return rows[0];
}

/** The transfer that posted or released a hold, if any. */
export async function findResolution(db: Db, holdTransferId: number) {
  const rows = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.resolvesTransferId, holdTransferId));
  return rows[0];
}

/** Every account of one owner in one currency, with its balance. */
export async function ownerBalances(db: Db, merchantId: number, ownerId: number, currency: string) {
  return db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.currency, currency)))
    .orderBy(asc(ledgerAccounts.code));
}

export interface EntryFilter {
  accountIds: number[];
  codes?: string[];
  from?: Date;
  to?: Date;
  /** Only credits (1) or only debits (-1). */
  sign?: 1 | -1;
  offset: number;
  limit: number;
}

function entryConditions(f: EntryFilter) {
  return and(
    inArray(ledgerEntries.accountId, f.accountIds),
    f.codes ? inArray(ledgerTransfers.code, f.codes) : undefined,
    f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
    f.to ? lt(ledgerEntries.createdAt, f.to) : undefined,
    f.sign === 1 ? sql`${ledgerEntries.amount} > 0` : f.sign === -1 ? sql`${ledgerEntries.amount} < 0` : undefined,
  );
}

/** Entries of the given accounts, newest first, with the transfer that made each. */
export async function listEntries(db: Db, f: EntryFilter) {
  const where = entryConditions(f);
  const [rows, counted] = await Promise.all([
    db
      .select({
        entryId: ledgerEntries.id,
        accountId: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        createdAt: ledgerEntries.createdAt,
        transferId: ledgerTransfers.id,
        code: ledgerTransfers.code,
        reference: ledgerTransfers.reference,
        resolvesTransferId: ledgerTransfers.resolvesTransferId,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** Hold transfers among the given ids that have been posted or released. */
export async function resolvedHolds(db: Db, holdIds: number[]): Promise<Map<number, string>> {
  if (holdIds.length === 0) return new Map();
  const rows = await db
    .select({ resolves: ledgerTransfers.resolvesTransferId, code: ledgerTransfers.code })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.resolvesTransferId, holdIds));
  return new Map(rows.map((r) => [Number(r.resolves), r.code]));
}

export async function findAccount(db: Db, id: number) {
  const rows = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code, ownerId: ledgerAccounts.ownerId, shard: ledgerAccounts.shard })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return rows[0];
}

/** Total moved by transfers of the given codes that touched the owner's accounts (deposits in, settled withdrawals out). */
export async function ownerTotals(db: Db, merchantId: number, ownerId: number, currency: string, codes: string[]) {
  return db
    .select({ code: ledgerTransfers.code, total: sql<string>`sum(${ledgerTransfers.amount})::text` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} in (${ledgerTransfers.debitAccountId}, ${ledgerTransfers.creditAccountId})`)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerTransfers.code, codes),
      ),
    )
    .groupBy(ledgerTransfers.code);
}
