import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from './mail.tables.js';

/**
 * The copies of the e-mails sent to an address (the outbox the operator reads), erased when the account that gave the
 * address is closed (modules/privacy): they hold the address and, for a password link, the name of the account.
 */
export async function eraseMailsTo(tx: Db, address: string): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, address.trim().toLowerCase()));
}
