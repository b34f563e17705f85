import { text } from '../safe-text.js';
import { parseMoney } from '../money.js';

/**
 * An amount a player types (deposit, withdrawal, transfer): a positive decimal
 * with at most two places. "10", "10.5" and "10.50" are the same R$ 10,50;
 * "-1", "0", "0.00" and "1.234" are refused with their own messages.
 */
export const AMOUNT_INPUT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export const amountInputSchema = text()
  .trim()
  // Brazilians write "50,25"; the API takes either separator.
  .transform((value) => value.replace(',', '.'))
  .pipe(
    text()
      .refine((value) => !value.startsWith('-'), { message: 'amount_negative', abort: true })
      .refine((value) => !/^\d+\.\d{3,}$/.test(value), { message: 'amount_decimals', abort: true })
      .refine((value) => AMOUNT_INPUT_PATTERN.test(value), { message: 'amount_format', abort: true })
      .transform((value) => amountToMinor(value))
      .refine((minor) => minor > 0n, { message: 'amount_positive' }),
  );

/** "10.5" → 1050n. Only for strings that passed AMOUNT_INPUT_PATTERN. */
export function amountToMinor(value: string): bigint {
  const [units, cents = ''] = value.split('.') as [string, string?];
  return parseMoney(`${units}.${cents.padEnd(2, '0')}`);
}

/** A client-chosen id that makes a money request safe to retry (same id, same request → same answer). */
export const requestIdSchema = text().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'request_id_format' });
