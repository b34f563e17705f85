import { z } from 'zod';
import { text } from '../safe-text.js';
import { moneyStringSchema } from '../money.js';
import { amountInputSchema, requestIdSchema } from './amount.js';

/** The main wallet's code; vendor sub-wallets use their vendor code (SPEC §9: PP, JDB, …). */
export const MAIN_WALLET = 'MAIN';

export const subWalletSchema = z.object({
  code: text(),
  name: text(),
  balance: moneyStringSchema,
});
export type SubWallet = z.infer<typeof subWalletSchema>;

/**
 * GET /wps/wallets/gcs. `sumBalance` (SPEC §3) is what the header and the
 * sidebar show: main cash + bonus + vendor sub-wallets, 2 decimals. Money held
 * for a withdrawal or a running bet is not in it.
 */
export const walletSchema = z.object({
  currency: text(),
  sumBalance: moneyStringSchema,
  cash: moneyStringSchema,
  bonus: moneyStringSchema,
  /** Cash that can be withdrawn now (cash only: not bonus, not held). */
  withdrawable: moneyStringSchema,
  withdrawHold: moneyStringSchema,
  inPlay: moneyStringSchema,
  /** Vendor sub-wallets of vendors configured as transfer wallets. */
  wallets: z.array(subWalletSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

/** POST /wps/relay/GCS_walletTransfer: moves cash between the main wallet and a vendor sub-wallet. */
export const walletTransferPayloadSchema = z
  .object({
    from: text().min(1).max(16),
    to: text().min(1).max(16),
    amount: amountInputSchema,
    requestId: requestIdSchema,
  })
  .strict();
export type WalletTransferPayload = z.input<typeof walletTransferPayloadSchema>;

/** GET /wps/member/info/funds/consolidated: every balance of the member in one place (agent home reads totalBalance). */
export const consolidatedFundsSchema = z.object({
  currency: text(),
  totalBalance: moneyStringSchema,
  cash: moneyStringSchema,
  bonus: moneyStringSchema,
  withdrawHold: moneyStringSchema,
  inPlay: moneyStringSchema,
  subWallets: moneyStringSchema,
  depositTotal: moneyStringSchema,
  withdrawTotal: moneyStringSchema,
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;
