import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCodes, smsOutbox } from './verification.tables.js';
import { toE164 } from './verification.service.js';

/**
 * The texts sent to a number (the SMS outbox the operator reads) and the codes asked for it, erased when the account
 * that gave the number is closed (modules/privacy).
 */
export async function eraseTextsTo(tx: Db, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<void> {
  await tx.delete(smsOutbox).where(eq(smsOutbox.toNumber, toE164(countryDialingCode, mobileNum)));
  await tx
    .delete(smsCodes)
    .where(
      and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.countryDialingCode, countryDialingCode), eq(smsCodes.mobileNum, mobileNum)),
    );
}
