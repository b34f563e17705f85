import { z } from 'zod';
import { exactAmountSchema, moneyStringSchema, parseMoney } from '../money.js';
import { bigIdTextSchema, idSchema, idTextSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import { depositStatuses, operatorDepositSchema, operatorWithdrawalSchema, withdrawalStatuses } from '../wallet/payments.js';
import { countedPageQuery as pageQuery } from './paging.js';

/*
 * The back office's money calls (issue 29): manual balance adjustments under four eyes, the withdrawal queue with
 * its risk flags and two approvals above a threshold, the deposit list and the reconciliation against the PSP.
 * Lists answer a bare array (the withdrawal and deposit lists always did) with the whole count in the
 * `x-total-count` header; `page` (from 1) and `limit` page them on the server.
 */

const isoTime = z.iso.datetime({ offset: true });
/** A query-string switch: `true` or `false`. */
const querySwitch = z.enum(['true', 'false']);

/** An amount an operator types: exactly two places, above zero, within the maximum balance. */
export const operatorAmountSchema = exactAmountSchema.refine(
  // Zod runs the refinement after a failed format too: only a well-formed amount is parsed (the format reports the rest).
  (value) => !/^(0|[1-9]\d{0,15})\.\d{2}$/.test(value) || parseMoney(value) > 0n,
  { message: 'amount_positive' },
);

/** Who did something in the back office: an operator (id and name), or an API key or the CLI (no operator id). */
export const operatorRefSchema = z.object({ id: z.number().int().nullable(), name: text() });

// ---- Manual balance adjustments -------------------------------------------------------------------------------

export const ADJUSTMENT_REASON_CODES = ['goodwill', 'correction', 'chargeback', 'bonus_manual', 'fraud_recovery', 'other'] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];

/** pending: above the threshold, waiting for a second operator; applied: the ledger moved; rejected: nothing moved. */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected', 'failed'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** POST /wps/operator/adjustments: credit or debit a member's cash, with a reason. */
export const adjustmentCreateBodySchema = z
  .object({
    memberId: idSchema,
    direction: z.enum(['credit', 'debit']),
    amount: operatorAmountSchema,
    reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
    reasonText: text().trim().min(3).max(500),
  })
  .strict();
export type AdjustmentCreateBody = z.infer<typeof adjustmentCreateBodySchema>;

/** POST /wps/operator/adjustments/:id/decision: a second operator approves (the ledger moves) or rejects. */
export const adjustmentDecisionBodySchema = z
  .object({ decision: z.enum(['approve', 'reject']), note: text().trim().max(500).optional() })
  .strict();
export type AdjustmentDecisionBody = z.infer<typeof adjustmentDecisionBodySchema>;

export const adjustmentParamsSchema = z.object({ id: bigIdTextSchema }).strict();

export const adjustmentsQuerySchema = z
  .object({
    status: z.enum(ADJUSTMENT_STATUSES).optional(),
    memberId: idTextSchema.optional(),
    /** The requesting operator's id. */
    requestedById: idTextSchema.optional(),
    ...pageQuery,
  })
  .strict();
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuerySchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  direction: z.enum(['credit', 'debit']),
  amount: moneyStringSchema,
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  reasonText: text(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: operatorRefSchema,
  requestedAt: text(),
  /** The second operator; null while pending and for an adjustment applied at once (at or under the threshold). */
  decidedBy: operatorRefSchema.nullable(),
  /** When it was applied or rejected. */
  decidedAt: text().nullable(),
  decisionNote: text().nullable(),
  /** The ledger transfer that moved the money (applied only). */
  transferId: z.number().int().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

// ---- Withdrawals --------------------------------------------------------------------------------------------------

/**
 * deposit_without_play: asked within 24 h of a deposit, with less wagered since that deposit than its amount;
 * shared_device: another member logged in from one of this member's devices or addresses in the last 30 days;
 * shared_payout_key: the PIX key is another member's payout account or was in another member's withdrawal.
 */
export const WITHDRAWAL_RISK_FLAGS = ['deposit_without_play', 'shared_device', 'shared_payout_key'] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

/**
 * GET /wps/operator/withdrawals: newest first. Amounts and `from`/`to` (the creation time) are inclusive bounds;
 * `flagged=true` keeps flagged ones only.
 */
export const operatorWithdrawalsQuerySchema = z
  .object({
    status: z.enum(withdrawalStatuses).optional(),
    memberId: idTextSchema.optional(),
    username: text().trim().min(1).max(40).optional(),
    minAmount: exactAmountSchema.optional(),
    maxAmount: exactAmountSchema.optional(),
    flagged: querySwitch.optional(),
    /** `true`: only withdrawals still unpaid past their payout deadline (`late`). */
    late: querySwitch.optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    ...pageQuery,
  })
  .strict();
export type OperatorWithdrawalsQuery = z.infer<typeof operatorWithdrawalsQuerySchema>;

export const firstApprovalSchema = z.object({ operatorId: z.number().int(), operatorName: text(), at: text() });
export type FirstApproval = z.infer<typeof firstApprovalSchema>;

/** A withdrawal as the back office lists it: the member, the whole payout key, the cash left and the risk flags. */
export const backofficeWithdrawalSchema = operatorWithdrawalSchema.extend({
  username: text(),
  /** The member's nickname, when set (the payout account's holder name is `holderName`). */
  memberName: text().nullable(),
  /** The member's CPF (digits). */
  cpf: text().nullable(),
  pixKey: text(),
  holderCpf: text(),
  /** The member's cash balance now (the withdrawal's own amount is held apart). */
  cashBalance: moneyStringSchema,
  flags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
  /** Above WITHDRAWAL_APPROVAL_ABOVE: two different operators must approve. */
  needsTwoApprovals: z.boolean(),
  firstApproval: firstApprovalSchema.nullable(),
  /** Pending with its first approval: another operator's approval sends the payout. */
  awaitingSecondApproval: z.boolean(),
  /**
   * When the payout is due (request + PAYOUT_DEADLINE_MINUTES) under a profile with a payout deadline, else null;
   * `late`: still pending or approved after it.
   */
  payBy: text().nullable(),
  late: z.boolean(),
});
export type BackofficeWithdrawal = z.infer<typeof backofficeWithdrawalSchema>;

/** One flag and why it was raised: the deposit behind it, or the other members sharing a device, address or key. */
export const withdrawalFlagDetailSchema = z.object({
  code: z.enum(WITHDRAWAL_RISK_FLAGS),
  explanation: text(),
  deposit: z.object({ orderNo: text(), amount: moneyStringSchema, paidAt: text(), turnover: moneyStringSchema }).nullable(),
  sharedWith: z.array(
    z.object({
      memberId: z.number().int(),
      username: text(),
      via: z.enum(['device', 'address', 'payout_account', 'withdrawal']),
      value: text(),
    }),
  ),
});
export type WithdrawalFlagDetail = z.infer<typeof withdrawalFlagDetailSchema>;

/** Where the payout stands at the PSP: never sent (still pending), settling, paid, failed, or not readable now. */
export const payoutProgressSchema = z.object({
  status: z.enum(['not_sent', 'processing', 'paid', 'failed', 'unknown']),
  endToEndId: text().nullable(),
  reason: text().nullable(),
});

/** GET /wps/operator/withdrawals/:orderNo/detail. */
export const withdrawalDetailSchema = z.object({
  withdrawal: backofficeWithdrawalSchema,
  member: z.object({
    id: z.number().int(),
    username: text(),
    nickname: text().nullable(),
    cpf: text().nullable(),
    registeredAt: text(),
    cashBalance: moneyStringSchema,
  }),
  deposits: z.array(operatorDepositSchema.pick({ orderNo: true, amount: true, status: true, createdAt: true, paidAt: true })),
  rounds: z.array(
    z.object({
      roundId: text(),
      vendor: text(),
      gameCode: text(),
      status: text(),
      stake: moneyStringSchema,
      win: moneyStringSchema,
      createdAt: text(),
    }),
  ),
  flags: z.array(withdrawalFlagDetailSchema),
  firstApproval: firstApprovalSchema.nullable(),
  payout: payoutProgressSchema,
});
export type WithdrawalDetail = z.infer<typeof withdrawalDetailSchema>;

// ---- Deposits -----------------------------------------------------------------------------------------------------

/** GET /wps/operator/deposits: newest first; `from`/`to` bound the creation time ([from, to)). */
export const operatorDepositsQuerySchema = z
  .object({
    status: z.enum(depositStatuses).optional(),
    memberId: idTextSchema.optional(),
    username: text().trim().min(1).max(40).optional(),
    from: isoTime.optional(),
    to: isoTime.optional(),
    ...pageQuery,
  })
  .strict();
export type OperatorDepositsQuery = z.infer<typeof operatorDepositsQuerySchema>;

/** A deposit as the back office lists it: the PSP's txid and end-to-end id, and whose it is. */
export const backofficeDepositSchema = operatorDepositSchema.extend({
  username: text(),
  /** The CPF of the account that paid, as the PSP reported it (null: not paid, or not reported). */
  payerCpf: text().nullable(),
  /** The PSP's refusal of the return (return_failed), or the last error while returning. */
  returnError: text().nullable(),
});
export type BackofficeDeposit = z.infer<typeof backofficeDepositSchema>;

/** The longest period one reconciliation reads. */
export const RECONCILIATION_MAX_DAYS = 31;

/** GET /wps/operator/deposits/reconciliation: [from, to), at most 31 days; matched lines only when asked. */
export const reconciliationQuerySchema = z
  .object({ from: isoTime, to: isoTime, includeMatched: querySwitch.optional() })
  .strict()
  .refine((q) => Date.parse(q.from) < Date.parse(q.to), { message: 'reconciliation.range.order', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= RECONCILIATION_MAX_DAYS * 86_400_000, {
    message: 'reconciliation.range.long',
    path: ['to'],
  });
export type ReconciliationQuery = z.infer<typeof reconciliationQuerySchema>;

/**
 * matched: paid at the PSP and credited once, same amount; paid_not_credited: the PSP received it, the ledger has no
 * credit (a webhook not delivered yet, a charge of no known order); credited_not_paid: credited, yet the PSP knows no
 * payment; amount_mismatch: both sides, different amounts; returned: the PSP received it and the order sent it back
 * to its payer (own-account money) instead of crediting it.
 */
export const RECONCILIATION_KINDS = ['matched', 'paid_not_credited', 'credited_not_paid', 'amount_mismatch', 'returned'] as const;

export const reconciliationLineSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  txid: text(),
  orderNo: text().nullable(),
  memberId: z.number().int().nullable(),
  username: text().nullable(),
  orderStatus: z.enum(depositStatuses).nullable(),
  orderAmount: moneyStringSchema.nullable(),
  /** What the PSP received for the charge (null: nothing). */
  pspAmount: moneyStringSchema.nullable(),
  pspPaidAt: text().nullable(),
  endToEndId: text().nullable(),
  /** What the ledger credited for the order (null: nothing). */
  ledgerAmount: moneyStringSchema.nullable(),
  creditedAt: text().nullable(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

const sideTotalSchema = z.object({ count: z.number().int(), amount: moneyStringSchema });

export const reconciliationSchema = z.object({
  from: text(),
  to: text(),
  /** PIX received by the PSP in the period, and deposits the ledger credited in it. */
  psp: sideTotalSchema,
  ledger: sideTotalSchema,
  counts: z.object({
    matched: z.number().int(),
    paid_not_credited: z.number().int(),
    credited_not_paid: z.number().int(),
    amount_mismatch: z.number().int(),
    returned: z.number().int(),
  }),
  lines: z.array(reconciliationLineSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
