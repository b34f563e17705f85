import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depositChannels, withdrawalLimits } from './payments.tables.js';

export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type WithdrawalLimitsRow = typeof withdrawalLimits.$inferSelect;

export function listEnabledChannels(db: Db, merchantId: number): Promise<DepositChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
}

export async function findEnabledChannel(db: Db, merchantId: number, id: number): Promise<DepositChannelRow | undefined> {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id), eq(depositChannels.enabled, true)));
  return rows[0];
}

export async function findWithdrawalLimits(db: Db, merchantId: number): Promise<WithdrawalLimitsRow | undefined> {
  const rows = await db.select().from(withdrawalLimits).where(eq(withdrawalLimits.merchantId, merchantId));
  return rows[0];
}

/** Add-only: an operator's later changes are never overwritten. */
export async function addChannelIfMissing(db: Db, values: typeof depositChannels.$inferInsert): Promise<void> {
  await db.insert(depositChannels).values(values).onConflictDoNothing();
}

export async function addWithdrawalLimitsIfMissing(db: Db, values: typeof withdrawalLimits.$inferInsert): Promise<void> {
  await db.insert(withdrawalLimits).values(values).onConflictDoNothing();
}
