import { depositReturnReasons } from '@app/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A way to deposit (PIX for now) with its limits per merchant; amounts in centavos. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    method: text('method', { enum: ['PIX'] }).notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    dailyMax: bigint('daily_max', { mode: 'bigint' }).notNull(),
    presets: jsonb('presets').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('deposit_channels_merchant_code_uq').on(t.merchantId, t.code),
    check('deposit_channels_limits_check', sql`${t.minAmount} > 0 and ${t.minAmount} <= ${t.maxAmount}`),
  ],
);

/** Withdrawal rules of a merchant; one row each. */
export const withdrawalLimits = pgTable('withdrawal_limits', {
  merchantId: integer('merchant_id').primaryKey(),
  minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
  maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
  dailyMax: bigint('daily_max', { mode: 'bigint' }).notNull(),
  maxAccounts: smallint('max_accounts').notNull(),
});

export const depositStatusValues = ['pending', 'paid', 'expired', 'cancelled', 'returning', 'returned', 'return_failed'] as const;

/**
 * A deposit by PIX: one charge at the PSP (txid). `brCode` is null until the
 * PSP accepted the charge, so a retry of the same request finishes the job.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    txid: text('txid').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: depositStatusValues }).notNull().default('pending'),
    brCode: text('br_code'),
    endToEndId: text('end_to_end_id'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Whose account paid, as the PSP reported it (own-account money; null when not reported). */
    payerCpf: text('payer_cpf'),
    /** Why the payment goes back to its payer instead of being credited (contract depositReturnReasons). */
    returnReason: text('return_reason', { enum: depositReturnReasons }),
    /** The PSP's refusal of the return, or its last error while returning. */
    returnError: text('return_error'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('deposit_orders_txid_uq').on(t.txid),
    uniqueIndex('deposit_orders_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('deposit_orders_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('deposit_orders_pending_idx').on(t.status, t.createdAt),
    check('deposit_orders_amount_check', sql`${t.amount} > 0`),
    check(
      'deposit_orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'expired', 'cancelled', 'returning', 'returned', 'return_failed')`,
    ),
  ],
);

/** Where a member's withdrawals go: a PIX key in the member's own name (holder CPF = member CPF). */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    pixKeyType: text('pix_key_type', { enum: ['CPF', 'EMAIL', 'PHONE', 'EVP'] }).notNull(),
    /** Normalised (digits of a CPF, lower-case e-mail, +55… phone, lower-case EVP). */
    pixKey: text('pix_key').notNull(),
    holderName: text('holder_name').notNull(),
    holderCpf: text('holder_cpf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_accounts_member_key_uq').on(t.merchantId, t.memberId, t.pixKeyType, t.pixKey),
    // The withdrawal queue's shared-payout-key flag: whose else this key is.
    index('payout_accounts_key_idx').on(t.merchantId, t.pixKey),
  ],
);

export const withdrawalStatusValues = ['pending', 'approved', 'paid', 'rejected', 'failed'] as const;

/**
 * A withdrawal request and its hold. The payout destination is copied from
 * the account, so deleting the account later does not change where a
 * pending withdrawal goes.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    orderNo: text('order_no').notNull(),
    requestId: text('request_id').notNull(),
    accountId: integer('account_id').notNull(),
    pixKeyType: text('pix_key_type', { enum: ['CPF', 'EMAIL', 'PHONE', 'EVP'] }).notNull(),
    pixKey: text('pix_key').notNull(),
    holderName: text('holder_name').notNull(),
    holderCpf: text('holder_cpf').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: withdrawalStatusValues }).notNull().default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    reason: text('reason'),
    endToEndId: text('end_to_end_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no_uq').on(t.orderNo),
    uniqueIndex('withdrawals_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('withdrawals_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('withdrawals_key_idx').on(t.merchantId, t.pixKey),
    // The queue without a status filter, newest first.
    index('withdrawals_created_idx').on(t.merchantId, t.createdAt),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'approved', 'paid', 'rejected', 'failed')`),
  ],
);
