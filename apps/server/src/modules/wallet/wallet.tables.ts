import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Vendors whose games play from their own sub-wallet (transfer wallets): the
 * member moves money there and back with GCS_walletTransfer. Seamless vendors
 * play straight from the main wallet and are not listed.
 */
export const transferWalletVendors = pgTable(
  'transfer_wallet_vendors',
  {
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);
