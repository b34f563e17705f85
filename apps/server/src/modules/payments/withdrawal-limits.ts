import type { Db } from '../../db/client.js';
import * as channels from './channels.repository.js';

/** Used when a merchant has no row yet (the seed adds one): R$ 20,00 – 20.000,00, R$ 50.000,00 a day, 5 accounts. */
export const DEFAULT_WITHDRAWAL_LIMITS = { minAmount: 2_000n, maxAmount: 2_000_000n, dailyMax: 5_000_000n, maxAccounts: 5 };

export async function withdrawalLimitsOf(deps: { db: Db }, merchantId: number) {
  const row = await channels.findWithdrawalLimits(deps.db, merchantId);
  return row ?? { merchantId, ...DEFAULT_WITHDRAWAL_LIMITS };
}

/** The demo merchant's payment settings, added only where missing (the seed runs at every start). */
export async function addDefaultPaymentSettings(db: Db, merchantId: number): Promise<void> {
  await channels.addChannelIfMissing(db, {
    merchantId,
    code: 'pix',
    name: 'PIX',
    method: 'PIX',
    minAmount: 1_000n,
    maxAmount: 5_000_000n,
    dailyMax: 10_000_000n,
    presets: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
  });
  await channels.addWithdrawalLimitsIfMissing(db, { merchantId, ...DEFAULT_WITHDRAWAL_LIMITS });
}
