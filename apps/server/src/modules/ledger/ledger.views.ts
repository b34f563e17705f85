import { sql, type SQL } from 'drizzle-orm';

/*
 * The ledger's records as other modules may read them inside their own SQL, when a set cannot be asked of the
 * ledger one member at a time (an agent's team P&L over 100 000 members). Each view is a derived table,
 * `${roundsView(id)} r`, that PostgreSQL folds into the query around it, so that query's filters and joins still
 * use the ledger's indexes. Only the ledger writes or names its tables; other modules read these columns.
 */

/**
 * A merchant's game rounds: id, round_id, member_id, vendor, game_code, currency, status ('open', 'completed',
 * 'cancelled'), stake, win, created_at, settled_at (when it completed).
 */
export const roundsView = (merchantId: number): SQL =>
  sql`(select id, round_id, member_id, vendor, game_code, currency, status, stake, win, created_at, settled_at
    from game_rounds where merchant_id = ${merchantId})`;

/**
 * Money into and out of members' accounts, one row per transfer: member_id (the member credited, or debited for
 * a settled withdrawal), code ('deposit', 'withdraw_settle', 'bonus', 'rebate'), currency, amount, created_at.
 */
export const memberFlowsView = (merchantId: number): SQL =>
  sql`(select case when t.code = 'withdraw_settle' then d.owner_id else c.owner_id end as member_id,
      t.code, t.currency, t.amount, t.created_at
    from ledger_transfers t
    join ledger_accounts c on c.id = t.credit_account_id
    join ledger_accounts d on d.id = t.debit_account_id
    where t.merchant_id = ${merchantId} and t.code in ('deposit', 'withdraw_settle', 'bonus', 'rebate'))`;

/** Members' own accounts (owner the member, shard 0): member_id, code ('cash', 'bonus' …), currency, balance. */
export const memberAccountsView = (merchantId: number): SQL =>
  sql`(select owner_id as member_id, code, currency, balance from ledger_accounts
    where merchant_id = ${merchantId} and owner_id <> 0 and shard = 0)`;

/** Members' own accounts with their ids (what the entries view names): account_id, member_id, code, currency, balance. */
export const memberLedgerAccountsView = (merchantId: number): SQL =>
  sql`(select id as account_id, owner_id as member_id, code, currency, balance from ledger_accounts
    where merchant_id = ${merchantId} and owner_id <> 0 and shard = 0)`;

/**
 * Entries with the transfer that made each: id, account_id, transfer_id, amount (signed), balance_after, created_at,
 * code (the transfer's reason), reference. Read one account at a time (`account_id = …`, newest first by id): the
 * entries' (account_id, id) index answers that without a sort.
 */
export const ledgerEntriesView = (merchantId: number): SQL =>
  sql`(select e.id, e.account_id, e.transfer_id, e.amount, e.balance_after, e.created_at, t.code, t.reference
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where t.merchant_id = ${merchantId})`;

/**
 * Transfers that touch a member's account, one row per transfer, with both sides: id, created_at, code, currency,
 * amount, reference, debit_owner, debit_code, credit_owner, credit_code (owner 0: a house account). Read by a range of
 * the primary key (no index on the transfers' creation time: every insert is on the wallet's hottest path).
 */
export const memberTransfersView = (merchantId: number): SQL =>
  sql`(select t.id, t.created_at, t.code, t.currency, t.amount, t.reference,
      d.owner_id as debit_owner, d.code as debit_code, c.owner_id as credit_owner, c.code as credit_code
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    where t.merchant_id = ${merchantId} and (d.owner_id <> 0 or c.owner_id <> 0))`;

/** A merchant's transfers by id and creation time: what a binary search for a time's first id probes. */
export const transferTimesView = (merchantId: number): SQL =>
  sql`(select id, created_at from ledger_transfers where merchant_id = ${merchantId})`;
