import { z } from 'zod';

/**
 * Money is integer centavos inside and a decimal string with exactly two
 * places at the API ("12.34"). Never a float.
 */
export const moneyStringSchema = z
  .string()
  .regex(/^-?(0|[1-9]\d{0,15})\.\d{2}$/, { message: 'money.format' });

export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

export function parseMoney(text: string): bigint {
  const parsed = moneyStringSchema.safeParse(text);
  if (!parsed.success) throw new RangeError(`not a money string: ${text}`);
  const negative = text.startsWith('-');
  const [units, cents] = text.replace('-', '').split('.') as [string, string];
  const minor = BigInt(units) * 100n + BigInt(cents);
  return negative ? -minor : minor;
}
