import { z } from 'zod';
import { text } from '../safe-text.js';
import { queryInt } from '../safe-numbers.js';
import { moneyStringSchema } from '../money.js';

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

export const accountRecordSchema = z.object({
  id: text(),
  type: z.enum(recordTypes),
  /** Signed: what the movement did to the member's balance. */
  amount: moneyStringSchema,
  balanceAfter: moneyStringSchema,
  status: z.enum(['done', 'pending', 'released']),
  reference: text().nullable(),
  createdAt: text(),
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
  vendor: text(),
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
