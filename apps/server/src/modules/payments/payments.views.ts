import { sql, type SQL } from 'drizzle-orm';

/*
 * Deposits and withdrawals as other modules may read them inside their own SQL (the back office's dashboard counts a
 * month of them per day). Each view is a derived table PostgreSQL folds into the query around it, so that query's
 * filters use this module's indexes: deposit_orders_pending_idx (status, created_at) and withdrawals_status_idx
 * (merchant, status, created_at).
 */

/** A merchant's deposit orders: id, member_id, amount, status, created_at, paid_at (when the PSP received it). */
export const depositsView = (merchantId: number): SQL =>
  sql`(select id, member_id, amount, status, created_at, paid_at from deposit_orders where merchant_id = ${merchantId})`;

/** A merchant's withdrawals: id, member_id, amount, status, created_at, updated_at (a paid one's: when it was paid). */
export const withdrawalsView = (merchantId: number): SQL =>
  sql`(select id, member_id, amount, status, created_at, updated_at from withdrawals where merchant_id = ${merchantId})`;

/**
 * A merchant's deposit orders with the PSP's ids, for the back office's player page (modules/players, read by member
 * on the (merchant, member, created_at) index): id, member_id, order_no, txid, amount, status, end_to_end_id,
 * created_at, paid_at.
 */
export const depositRecordsView = (merchantId: number): SQL =>
  sql`(select id, member_id, order_no, txid, amount, status, end_to_end_id, created_at, paid_at
    from deposit_orders where merchant_id = ${merchantId})`;

/** The same of withdrawals: id, member_id, order_no, amount, status, end_to_end_id, reason, created_at, updated_at. */
export const withdrawalRecordsView = (merchantId: number): SQL =>
  sql`(select id, member_id, order_no, amount, status, end_to_end_id, reason, created_at, updated_at
    from withdrawals where merchant_id = ${merchantId})`;
