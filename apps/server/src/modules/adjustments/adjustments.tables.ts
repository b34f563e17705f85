import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A manual balance adjustment requested by an operator. At or under the merchant's threshold it is applied at once
 * (status `applied`); above it, it waits (`pending`) for a second operator's approval (four eyes: the approver is
 * never the requester) and the ledger moves only then, once (the ledger transfer's idempotency key is the
 * adjustment's id).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    direction: text('direction', { enum: ['credit', 'debit'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    reasonText: text('reason_text').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected', 'failed'] }).notNull(),
    requestedById: integer('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedById: integer('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    transferId: bigint('transfer_id', { mode: 'number' }),
  },
  (t) => [
    index('balance_adjustments_status_idx').on(t.merchantId, t.status, t.id),
    index('balance_adjustments_member_idx').on(t.merchantId, t.memberId, t.id),
    check('balance_adjustments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The first approval of a withdrawal above the four-eyes threshold: the second approval, by another operator, sends
 * the payout. One row per withdrawal.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdrawal_approvals_merchant_idx').on(t.merchantId)],
);
