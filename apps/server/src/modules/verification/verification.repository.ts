import { and, count, desc, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneProofsUsed, smsCodes, smsOutbox } from './verification.tables.js';

export interface NumberKey {
  merchantId: number;
  countryDialingCode: string;
  mobileNum: string;
}

const sameNumber = (k: NumberKey) =>
  and(eq(smsCodes.merchantId, k.merchantId), eq(smsCodes.countryDialingCode, k.countryDialingCode), eq(smsCodes.mobileNum, k.mobileNum));

/** Serialises code requests for one number inside the caller's transaction, so caps cannot be raced past. */
export async function lockNumber(db: Db, key: NumberKey): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${key.merchantId}:${key.countryDialingCode}:${key.mobileNum}`}))`);
}

export async function countCodesForNumber(db: Db, params: NumberKey & { since: Date }): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(sameNumber(params), gt(smsCodes.createdAt, params.since)));
  return rows[0]?.n ?? 0;
}

export async function countCodesForIp(db: Db, params: { merchantId: number; ip: string; since: Date }): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.merchantId, params.merchantId), eq(smsCodes.ip, params.ip), gt(smsCodes.createdAt, params.since)));
  return rows[0]?.n ?? 0;
}

export async function insertCode(db: Db, values: typeof smsCodes.$inferInsert): Promise<number> {
  const rows = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
  const row = rows[0];
  if (!row) throw new Error('sms code insert returned nothing');
  return row.id;
}

export async function deleteCode(db: Db, params: { id: number }): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, params.id));
}

export async function latestCodeId(db: Db, params: NumberKey & { purpose: string }) {
  const rows = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(sameNumber(params), eq(smsCodes.purpose, params.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return rows[0]?.id;
}

/** The latest code of a number for a purpose, to tell an expired code from a wrong one. */
export async function latestCode(db: Db, params: NumberKey & { purpose: string }) {
  const rows = await db
    .select({ id: smsCodes.id, expiresAt: smsCodes.expiresAt, consumedAt: smsCodes.consumedAt })
    .from(smsCodes)
    .where(and(sameNumber(params), eq(smsCodes.purpose, params.purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return rows[0];
}

/** Takes one attempt of a live code; nothing when the code is used up, consumed or expired. */
export async function takeAttempt(db: Db, params: { id: number; maxAttempts: number; now: Date }) {
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, params.id),
        lt(smsCodes.attempts, params.maxAttempts),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, params.now),
      ),
    )
    .returning({ codeHash: smsCodes.codeHash, salt: smsCodes.salt });
  return rows[0];
}

/** True for the one caller that consumes the code. */
export async function consumeCode(db: Db, params: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: params.now })
    .where(and(eq(smsCodes.id, params.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function attemptsOf(db: Db, params: { id: number }): Promise<number | undefined> {
  const rows = await db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.id, params.id));
  return rows[0]?.attempts;
}

export async function insertOutbox(db: Db, values: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(values);
}

export function latestOutbox(db: Db, params: { mobileNum: string; limit: number }) {
  return db
    .select({ toNumber: smsOutbox.toNumber, text: smsOutbox.text, status: smsOutbox.status, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(like(smsOutbox.toNumber, `%${params.mobileNum}`))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(params.limit);
}

export async function phoneProofUsed(db: Db, params: { proofHash: string }): Promise<boolean> {
  const rows = await db
    .select({ proofHash: phoneProofsUsed.proofHash })
    .from(phoneProofsUsed)
    .where(eq(phoneProofsUsed.proofHash, params.proofHash));
  return rows.length > 0;
}

/** True for the one caller that records the proof as used. */
export async function usePhoneProof(db: Db, values: typeof phoneProofsUsed.$inferInsert): Promise<boolean> {
  const rows = await db.insert(phoneProofsUsed).values(values).onConflictDoNothing().returning({ proofHash: phoneProofsUsed.proofHash });
  return rows.length === 1;
}

export async function deleteExpiredPhoneProofs(db: Db, params: { now: Date }): Promise<void> {
  await db.delete(phoneProofsUsed).where(lt(phoneProofsUsed.expiresAt, params.now));
}
