import { text } from './safe-text.js';

/**
 * Money is integer centavos inside and a decimal string with exactly two
 * places at the API ("12.34"). Never a float.
 */
export const moneyStringSchema = text().regex(/^-?(0|[1-9]\d{0,15})\.\d{2}$/, { message: 'money.format' });

/**
 * The largest balance a member account may hold (R$ 99.999.999.999,99), a
 * CHECK of ledger_accounts: a posting past it is refused whole.
 */
export const BALANCE_MAX_MINOR = 9_999_999_999_999n;

/**
 * An amount a machine names (a provider's bet or win): exactly two places,
 * non-negative, at most 11 integer digits, so it is within the maximum
 * balance and no sum of a few can near bigint's range. Responses keep
 * moneyStringSchema (house totals are larger); players type amounts through
 * wallet/amount.ts's amountInputSchema.
 */
export const exactAmountSchema = text().regex(/^(0|[1-9]\d{0,10})\.\d{2}$/, { message: 'money.format' });

export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

export function parseMoney(value: string): bigint {
  const parsed = moneyStringSchema.safeParse(value);
  if (!parsed.success) throw new RangeError(`not a money string: ${value}`);
  const negative = value.startsWith('-');
  const [units, cents] = value.replace('-', '').split('.') as [string, string];
  const minor = BigInt(units) * 100n + BigInt(cents);
  return negative ? -minor : minor;
}
