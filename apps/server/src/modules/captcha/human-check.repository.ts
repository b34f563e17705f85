import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaKeys, captchaSpentProofs } from './human-check.tables.js';

export async function findKey(db: Db, params: { name: string }): Promise<string | undefined> {
  const rows = await db.select({ secret: captchaKeys.secret }).from(captchaKeys).where(eq(captchaKeys.name, params.name));
  return rows[0]?.secret;
}

/** The first process to insert wins; the others read its secret back. */
export async function insertKeyIfMissing(db: Db, params: { name: string; secret: string }): Promise<void> {
  await db.insert(captchaKeys).values(params).onConflictDoNothing();
}

/** True when this call stored the hash, false when it was already there. */
export async function spendProof(db: Db, params: { proofHash: string; expiresAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(captchaSpentProofs)
    .values(params)
    .onConflictDoNothing()
    .returning({ proofHash: captchaSpentProofs.proofHash });
  return rows.length === 1;
}

export async function deleteExpiredProofs(db: Db, params: { now: Date }): Promise<void> {
  await db.delete(captchaSpentProofs).where(lt(captchaSpentProofs.expiresAt, params.now));
}
