import { formatMinor, parseMoney, type DepositChannelBody, type OperatorDepositChannel, type WithdrawalLimits } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEFAULT_WITHDRAWAL_LIMITS, withdrawalLimitsOf } from './withdrawal-limits.js';
import { depositChannels, withdrawalLimits } from './payments.tables.js';

/*
 * The payment limits as the back office's settings screen reads and writes them. They stay in this module's tables
 * (deposit orders point at their channel), and the deposit and withdrawal calls read them on every request, so a
 * change applies to the next request on every process without any cache to drop.
 */

const channelColumns = {
  id: depositChannels.id,
  code: depositChannels.code,
  name: depositChannels.name,
  method: depositChannels.method,
  minAmount: depositChannels.minAmount,
  maxAmount: depositChannels.maxAmount,
  dailyMax: depositChannels.dailyMax,
  presets: depositChannels.presets,
  enabled: depositChannels.enabled,
  sort: depositChannels.sort,
};

type ChannelRow = Pick<typeof depositChannels.$inferSelect, keyof typeof channelColumns>;

const channelOut = (row: ChannelRow): OperatorDepositChannel => ({
  ...row,
  minAmount: formatMinor(row.minAmount),
  maxAmount: formatMinor(row.maxAmount),
  dailyMax: formatMinor(row.dailyMax),
});

/** Every channel of the merchant, the disabled ones too, in the order the site lists them. */
export async function listDepositChannels(db: Db, merchantId: number): Promise<OperatorDepositChannel[]> {
  const rows = await db
    .select(channelColumns)
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
  return rows.map(channelOut);
}

export async function findDepositChannel(db: Db, merchantId: number, id: number): Promise<OperatorDepositChannel | undefined> {
  const rows = await db
    .select(channelColumns)
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id)));
  return rows[0] && channelOut(rows[0]);
}

/** Undefined when the merchant has no such channel. */
export async function updateDepositChannel(
  db: Db,
  merchantId: number,
  id: number,
  body: DepositChannelBody,
): Promise<OperatorDepositChannel | undefined> {
  const rows = await db
    .update(depositChannels)
    .set({
      name: body.name,
      minAmount: parseMoney(body.minAmount),
      maxAmount: parseMoney(body.maxAmount),
      dailyMax: parseMoney(body.dailyMax),
      presets: [...new Set(body.presets)].sort((a, b) => Number(parseMoney(a) - parseMoney(b))),
      enabled: body.enabled,
      sort: body.sort,
    })
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.id, id)))
    .returning(channelColumns);
  return rows[0] && channelOut(rows[0]);
}

export async function readWithdrawalLimits(db: Db, merchantId: number): Promise<WithdrawalLimits> {
  const row = await withdrawalLimitsOf({ db }, merchantId);
  return {
    minAmount: formatMinor(row.minAmount),
    maxAmount: formatMinor(row.maxAmount),
    dailyMax: formatMinor(row.dailyMax),
    maxAccounts: row.maxAccounts,
  };
}

/** A merchant without a row (it ran on the defaults) gets one. */
export async function writeWithdrawalLimits(db: Db, merchantId: number, body: WithdrawalLimits): Promise<WithdrawalLimits> {
  const values = {
    minAmount: parseMoney(body.minAmount),
    maxAmount: parseMoney(body.maxAmount),
    dailyMax: parseMoney(body.dailyMax),
    maxAccounts: body.maxAccounts,
  };
  await db
    .insert(withdrawalLimits)
    .values({ merchantId, ...DEFAULT_WITHDRAWAL_LIMITS, ...values })
    .onConflictDoUpdate({ target: withdrawalLimits.merchantId, set: values });
  return readWithdrawalLimits(db, merchantId);
}
