import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pixSandboxCharges, pixSandboxDictKeys, pixSandboxPayouts, pixSandboxRefunds } from './pix-sandbox.tables.js';

export type SandboxCharge = typeof pixSandboxCharges.$inferSelect;
export type SandboxPayout = typeof pixSandboxPayouts.$inferSelect;
export type SandboxRefund = typeof pixSandboxRefunds.$inferSelect;
export type SandboxDictKey = typeof pixSandboxDictKeys.$inferSelect;

/** Inserts unless the txid exists; returns the stored charge either way. */
export async function insertCharge(db: Db, values: typeof pixSandboxCharges.$inferInsert): Promise<SandboxCharge> {
  await db.insert(pixSandboxCharges).values(values).onConflictDoNothing();
  const stored = await findCharge(db, values.txid);
  if (!stored) throw new Error(`sandbox charge ${values.txid} vanished`);
  return stored;
}

export async function findCharge(db: Db, txid: string): Promise<SandboxCharge | undefined> {
  const rows = await db.select().from(pixSandboxCharges).where(eq(pixSandboxCharges.txid, txid));
  return rows[0];
}

/** Only an active charge changes state: one payment, and nothing after removal. */
export async function updateActiveCharge(
  db: Db,
  txid: string,
  changes: Partial<Pick<SandboxCharge, 'status' | 'endToEndId' | 'paidAt' | 'payerCpf' | 'payerName'>>,
) {
  const rows = await db
    .update(pixSandboxCharges)
    .set(changes)
    .where(and(eq(pixSandboxCharges.txid, txid), eq(pixSandboxCharges.status, 'ATIVA')))
    .returning();
  return rows[0];
}

/** Inserts a payout under a new id; undefined when the id was used before (the PSP answers 409 then). */
export async function insertPayout(db: Db, values: typeof pixSandboxPayouts.$inferInsert): Promise<SandboxPayout | undefined> {
  const rows = await db.insert(pixSandboxPayouts).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findPayout(db: Db, id: string): Promise<SandboxPayout | undefined> {
  const rows = await db.select().from(pixSandboxPayouts).where(eq(pixSandboxPayouts.idempotencyKey, id));
  return rows[0];
}

/** Charges paid in [from, to), oldest payment first (GET /pix). */
export function listPaidBetween(db: Db, from: Date, to: Date): Promise<SandboxCharge[]> {
  return db
    .select()
    .from(pixSandboxCharges)
    .where(and(eq(pixSandboxCharges.status, 'CONCLUIDA'), gte(pixSandboxCharges.paidAt, from), lt(pixSandboxCharges.paidAt, to)))
    .orderBy(asc(pixSandboxCharges.paidAt), asc(pixSandboxCharges.txid));
}

export async function findChargeByEndToEndId(db: Db, endToEndId: string): Promise<SandboxCharge | undefined> {
  const rows = await db.select().from(pixSandboxCharges).where(eq(pixSandboxCharges.endToEndId, endToEndId));
  return rows[0];
}

/** Inserts a return under a new (endToEndId, id); the stored one either way (the same id again changes nothing). */
export async function insertRefund(db: Db, values: typeof pixSandboxRefunds.$inferInsert): Promise<SandboxRefund> {
  await db.insert(pixSandboxRefunds).values(values).onConflictDoNothing();
  const stored = await findRefund(db, values.endToEndId, values.id);
  if (!stored) throw new Error(`sandbox refund ${values.id} vanished`);
  return stored;
}

export async function findRefund(db: Db, endToEndId: string, id: string): Promise<SandboxRefund | undefined> {
  const rows = await db
    .select()
    .from(pixSandboxRefunds)
    .where(and(eq(pixSandboxRefunds.endToEndId, endToEndId), eq(pixSandboxRefunds.id, id)));
  return rows[0];
}

/** What was already returned of one PIX (a return never exceeds what arrived). */
export async function refundedOf(db: Db, endToEndId: string): Promise<bigint> {
  const rows = await db
    .select({ amount: pixSandboxRefunds.amount })
    .from(pixSandboxRefunds)
    .where(and(eq(pixSandboxRefunds.endToEndId, endToEndId), eq(pixSandboxRefunds.status, 'DEVOLVIDO')));
  return rows.reduce((sum, r) => sum + r.amount, 0n);
}

/** Registers or replaces the owner of a key (the operator's sandbox hand on DICT). */
export async function upsertDictKey(db: Db, values: typeof pixSandboxDictKeys.$inferInsert): Promise<SandboxDictKey> {
  const { pixKeyType, ownerCpf, ownerName, createdAt } = values;
  const rows = await db
    .insert(pixSandboxDictKeys)
    .values(values)
    .onConflictDoUpdate({ target: pixSandboxDictKeys.pixKey, set: { pixKeyType, ownerCpf, ownerName, createdAt } })
    .returning();
  return rows[0]!;
}

export async function findDictKey(db: Db, pixKey: string): Promise<SandboxDictKey | undefined> {
  const rows = await db.select().from(pixSandboxDictKeys).where(eq(pixSandboxDictKeys.pixKey, pixKey));
  return rows[0];
}
