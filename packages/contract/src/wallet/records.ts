import { z } from 'zod';
import { text } from '../safe-text.js';
import { queryInt } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';
import { payoutExpectationSchema } from './payout-expectation.js';

/** Kinds of movement in the account record, one per ledger reason a member sees. */
export const recordTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'commission',
  'transfer_in',
  'transfer_out',
  'adjustment',
] as const;
export type RecordType = (typeof recordTypes)[number];

const dateSchema = text().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format' });

const pageQuery = {
  startDate: dateSchema.optional(),
  endDate: dateSchema.optional(),
  pageNo: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(100).default(20),
};

/** GET /wps/transaction/record. Dates are days in the merchant's time zone (America/Sao_Paulo), inclusive. */
export const accountRecordQuerySchema = z
  .object({ type: z.enum(recordTypes).optional(), types: z.enum(['A']).optional(), ...pageQuery })
  .strict();
export type AccountRecordQuery = z.input<typeof accountRecordQuerySchema>;

/** A statement covers at most this many days: any 12 months, a leap day included. */
export const STATEMENT_MAX_DAYS = 366;
/** More movements than a spreadsheet handles comfortably: the member is asked for a shorter period. */
export const STATEMENT_MAX_ROWS = 50_000;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * GET /wps/transaction/record/export: the account record of a period as a CSV file (the request's language picks
 * separators). Both days required, inclusive, `endDate` not before `startDate`, at most STATEMENT_MAX_DAYS days.
 */
export const accountStatementQuerySchema = z
  .object({ type: z.enum(recordTypes).optional(), types: z.enum(['A']).optional(), startDate: dateSchema, endDate: dateSchema })
  .strict()
  .refine((q) => daysBetween(q.startDate, q.endDate) >= 1 && daysBetween(q.startDate, q.endDate) <= STATEMENT_MAX_DAYS, {
    message: 'statement_range',
    path: ['endDate'],
  });
export type AccountStatementQuery = z.input<typeof accountStatementQuerySchema>;

export const accountRecordSchema = z.object({
  id: text(),
  type: z.enum(recordTypes),
  /** Signed: what the movement did to the member's balance. */
  amount: moneyStringSchema,
  balanceAfter: moneyStringSchema,
  status: z.enum(['done', 'pending', 'released']),
  reference: text().nullable(),
  createdAt: text(),
  /** On a withdrawal still waiting for its payout: when it is expected to be paid. */
  expected: payoutExpectationSchema.optional(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export const roundStatuses = ['open', 'completed', 'cancelled'] as const;

/** GET /wps/game/record. */
export const betRecordQuerySchema = z
  .object({ vendor: text().max(16).optional(), status: z.enum(roundStatuses).optional(), ...pageQuery })
  .strict();
export type BetRecordQuery = z.input<typeof betRecordQuerySchema>;

export const betRecordSchema = z.object({
  roundId: text(),
  /** The catalogue vendor of the game (the lobby's), or the provider's code when the game is no longer offered. */
  vendor: text(),
  /** That vendor's display name, as the lobby shows it (catalogue-snapshot.ts vendorDisplayName). */
  vendorName: text(),
  gameCode: text(),
  gameName: text(),
  stake: moneyStringSchema,
  win: moneyStringSchema,
  status: z.enum(roundStatuses),
  createdAt: text(),
  settledAt: text().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
export const accountRecordPageSchema = pageOf(accountRecordSchema);
export const betRecordPageSchema = pageOf(betRecordSchema);
export type Page<T> = { list: T[]; pageNo: number; pageSize: number; total: number; totalPages: number };
