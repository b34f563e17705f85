import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberIdentities } from './identity.tables.js';

/*
 * The Google or Facebook accounts linked to a member, for the LGPD calls (modules/privacy): listed in a copy of one's
 * data, and unlinked when a closure is processed (the link holds the provider's e-mail and account id).
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

export function linkedAccountsOf(db: Db, key: MemberKey) {
  return db
    .select({ provider: memberIdentities.provider, email: memberIdentities.email, linkedAt: memberIdentities.createdAt })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.merchantId, key.merchantId), eq(memberIdentities.memberId, key.memberId)))
    .orderBy(memberIdentities.id);
}

export async function eraseLinkedAccounts(tx: Db, key: MemberKey): Promise<void> {
  await tx
    .delete(memberIdentities)
    .where(and(eq(memberIdentities.merchantId, key.merchantId), eq(memberIdentities.memberId, key.memberId)));
}
