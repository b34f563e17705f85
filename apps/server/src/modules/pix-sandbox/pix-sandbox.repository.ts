import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pixSandboxCharges, pixSandboxPayouts } from './pix-sandbox.tables.js';

export type SandboxCharge = typeof pixSandboxCharges.$inferSelect;
export type SandboxPayout = typeof pixSandboxPayouts.$inferSelect;

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
export async function updateActiveCharge(db: Db, txid: string, changes: Partial<Pick<SandboxCharge, 'status' | 'endToEndId' | 'paidAt'>>) {
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
