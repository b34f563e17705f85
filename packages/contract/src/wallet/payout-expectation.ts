import { z } from 'zod';
import { text } from '../safe-text.js';

/*
 * When a waiting withdrawal is expected to be paid, as the member is told. Under a profile with the `payout_deadline`
 * duty the legal deadline (PAYOUT_DEADLINE_MINUTES from the request) is the promise for both stages. Elsewhere no
 * rule or merchant setting names a time (withdrawal settings hold amounts only), so these defaults are what we promise:
 * a request is reviewed within a day, and an approved PIX payout lands within half an hour of the approval.
 */

/** Pending (under review): expected paid within this many minutes of the request. */
export const WITHDRAWAL_REVIEW_MINUTES = 24 * 60;
/** Approved (paying out through PIX): expected paid within this many minutes of the approval. */
export const PIX_PAYOUT_MINUTES = 30;

/** `overdue`: the server's clock is past `expectedBy` and the money has not left; the member is sent to support. */
export const payoutExpectationSchema = z.object({ expectedBy: text(), overdue: z.boolean() });
export type PayoutExpectation = z.infer<typeof payoutExpectationSchema>;
