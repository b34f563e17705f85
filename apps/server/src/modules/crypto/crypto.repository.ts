import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payloadKeys, sealedNonces } from './crypto.tables.js';

export async function findPayloadKey(db: Db, params: { name: string }) {
  const rows = await db
    .select({ keyId: payloadKeys.keyId, privateKeyPem: payloadKeys.privateKeyPem })
    .from(payloadKeys)
    .where(eq(payloadKeys.name, params.name));
  return rows[0];
}

/** The first process to insert wins; the others read its key back. */
export async function insertPayloadKeyIfMissing(db: Db, params: { name: string; keyId: string; privateKeyPem: string }): Promise<void> {
  await db.insert(payloadKeys).values(params).onConflictDoNothing();
}

/** True when this call stored the nonce, false when it was already there. */
export async function claimNonce(db: Db, params: { nonce: string; expiresAt: Date }): Promise<boolean> {
  const rows = await db.insert(sealedNonces).values(params).onConflictDoNothing().returning({ nonce: sealedNonces.nonce });
  return rows.length === 1;
}

export async function deleteExpiredNonces(db: Db, params: { now: Date }): Promise<void> {
  await db.delete(sealedNonces).where(lt(sealedNonces.expiresAt, params.now));
}
