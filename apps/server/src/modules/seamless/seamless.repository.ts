import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameRounds, seamlessTransactions, seamlessVendors } from './seamless.tables.js';

export async function vendorSecret(db: Db, code: string): Promise<string | undefined> {
  const rows = await db
    .select({ secret: seamlessVendors.secret })
    .from(seamlessVendors)
    .where(and(eq(seamlessVendors.code, code), eq(seamlessVendors.enabled, true)));
  return rows[0]?.secret;
}

/** Adds a vendor or replaces its secret (configuration wins over what the table holds). */
export async function upsertVendor(db: Db, vendor: { code: string; name: string; secret: string }, replace: boolean) {
  const insert = db.insert(seamlessVendors).values(vendor);
  await (replace ? insert.onConflictDoUpdate({ target: seamlessVendors.code, set: { secret: vendor.secret } }) : insert.onConflictDoNothing());
}

export type SeamlessTxRow = typeof seamlessTransactions.$inferSelect;

/** Claims a provider transaction id; undefined when the id is already taken (the caller reads it). */
export async function claimTransaction(db: Db, row: typeof seamlessTransactions.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(seamlessTransactions).values(row).onConflictDoNothing().returning({ id: seamlessTransactions.transactionId });
  return inserted.length === 1;
}

export async function findTransaction(db: Db, vendor: string, transactionId: string): Promise<SeamlessTxRow | undefined> {
  const rows = await db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.transactionId, transactionId)));
  return rows[0];
}

export async function completeTransaction(db: Db, vendor: string, transactionId: string, ledgerTransferId: number | null, response: Record<string, unknown>) {
  await db
    .update(seamlessTransactions)
    .set({ ledgerTransferId, response })
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.transactionId, transactionId)));
}

export type RoundRow = typeof gameRounds.$inferSelect;

export async function findRound(db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await db.select().from(gameRounds).where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)));
  return rows[0];
}

/**
 * Opens the round or adds to its stake while it is open, in one statement;
 * undefined when the round exists and is closed (or belongs to someone else).
 */
export async function addStake(db: Db, round: { merchantId: number; memberId: number; vendor: string; roundId: string; gameCode: string; currency: string }, stake: bigint) {
  const rows = await db
    .insert(gameRounds)
    .values({ ...round, stake })
    .onConflictDoUpdate({
      target: [gameRounds.vendor, gameRounds.roundId],
      set: { stake: sql`${gameRounds.stake} + ${stake.toString()}::bigint` },
      setWhere: and(eq(gameRounds.status, 'open'), eq(gameRounds.memberId, round.memberId)),
    })
    .returning({ id: gameRounds.id });
  return rows[0];
}

export async function updateRound(db: Db, id: number, change: { stakeDelta?: bigint; winDelta?: bigint; status?: RoundRow['status']; settledAt?: Date }) {
  await db
    .update(gameRounds)
    .set({
      ...(change.stakeDelta !== undefined && { stake: sql`${gameRounds.stake} + ${change.stakeDelta.toString()}::bigint` }),
      ...(change.winDelta !== undefined && { win: sql`${gameRounds.win} + ${change.winDelta.toString()}::bigint` }),
      ...(change.status && { status: change.status }),
      ...(change.settledAt && { settledAt: change.settledAt }),
    })
    .where(eq(gameRounds.id, id));
}

export async function listRounds(
  db: Db,
  f: { merchantId: number; memberId: number; vendor?: string; status?: RoundRow['status']; from?: Date; to?: Date; offset: number; limit: number },
) {
  const where = and(
    eq(gameRounds.merchantId, f.merchantId),
    eq(gameRounds.memberId, f.memberId),
    f.vendor ? eq(gameRounds.vendor, f.vendor) : undefined,
    f.status ? inArray(gameRounds.status, [f.status]) : undefined,
    f.from ? sql`${gameRounds.createdAt} >= ${f.from.toISOString()}` : undefined,
    f.to ? sql`${gameRounds.createdAt} < ${f.to.toISOString()}` : undefined,
  );
  const [rows, counted] = await Promise.all([
    db.select().from(gameRounds).where(where).orderBy(sql`${gameRounds.createdAt} desc, ${gameRounds.id} desc`).offset(f.offset).limit(f.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(gameRounds).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

/** The round row, locked until the transaction ends: wins, rollbacks and the end of one round apply one at a time. */
export async function lockRound(db: Db, vendor: string, roundId: string): Promise<RoundRow | undefined> {
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)))
    .for('update');
  return rows[0];
}

/** Every provider transaction of a round (bets, wins, rollbacks), to find the bets still held. */
export async function roundTransactions(db: Db, vendor: string, roundId: string): Promise<SeamlessTxRow[]> {
  return db
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendor, vendor), eq(seamlessTransactions.roundId, roundId)));
}
