import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The money ledger (DESIGN.md "Ledger"): double-entry and append-only. Only
 * the ledger module writes these tables, and only through the
 * ledger_post_transfer() function (sql/ledger-post-transfer.sql), which moves both balances
 * and writes the transfer and its two entries in one statement. Triggers
 * refuse UPDATE and DELETE on transfers and entries: a correction is a new
 * transfer.
 */

/**
 * One balance: (merchant, currency, code, owner, shard). Member accounts have
 * the member id as owner and shard 0; house-side accounts have owner 0 and are
 * spread over shards so that concurrent bets do not queue on one row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    code: text('code').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_uq').on(t.merchantId, t.currency, t.code, t.ownerId, t.shard),
    index('ledger_accounts_owner_idx').on(t.merchantId, t.ownerId),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.balance} >= 0`),
    // The maximum balance (contract BALANCE_MAX_MINOR): no member account holds more, so no sum of balances
    // nears bigint's range and every balance prints within the API's money strings.
    check('ledger_accounts_balance_bound_check', sql`${t.allowNegative} or ${t.balance} <= 9999999999999`),
  ],
);

/**
 * A movement of `amount` from the debit account to the credit account. The
 * idempotency key is unique per merchant and bound to a hash of the request,
 * so a retry returns the first result and a different request under the same
 * key is refused. `resolves_transfer_id` marks a transfer that posts or
 * releases a hold (the transfer that placed it); its unique index makes a
 * hold resolvable exactly once.
 *
 * No foreign keys on transfers and entries (migration 0014): the one writer,
 * ledger_post_transfer(), proves both accounts exist by moving their balances
 * and a resolved hold exists by reading it, in the same transaction, and
 * `ledger check` verifies every reference. A foreign key check would take a
 * KEY SHARE lock on the house rows every bet updates (multixacts on the
 * hottest rows) and cost a lookup per row: a quarter of the wallet's database
 * time in bench:wallet.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    code: text('code').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    resolvesTransferId: bigint('resolves_transfer_id', { mode: 'number' }),
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.merchantId, t.idempotencyKey),
    // Partial: most transfers resolve nothing, and their NULLs would all pile onto the index's last page.
    uniqueIndex('ledger_transfers_resolves_uq')
      .on(t.resolvesTransferId)
      .where(sql`${t.resolvesTransferId} is not null`),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** Two per transfer: the debit (negative) and the credit (positive), each with the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    // Unique by construction (always generated) and read through the two indexes below, so no index of its
    // own: one fewer insert on the busiest table, whose ascending keys all land on one last page (migration 0015).
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountId, t.id), index('ledger_entries_transfer_idx').on(t.transferId)],
);
