import { amountInputSchema, formatMinor, isValidationKey, parseMoney } from '@app/contract';

/** Limits an amount is checked against; each optional limit applies only when given. */
export interface AmountLimits {
  min: string;
  max: string;
  dailyRemaining?: string | undefined;
  /** What the member can spend (withdrawable cash for a withdrawal). */
  balance?: string | undefined;
}

export type AmountCheck =
  | { ok: true; amount: string }
  /** key: a contract validation key or a key of the "money" namespace; limit: the money string it refers to. */
  | { ok: false; key: string; limit?: string };

/**
 * The contract's amountInputSchema first (same messages as the server:
 * negative, decimals, format, zero), then the limits the screen knows, so the
 * player learns before the call why an amount will be refused.
 */
export function checkAmount(input: string, limits: AmountLimits): AmountCheck {
  if (input.trim() === '') return { ok: false, key: 'required' };
  const parsed = amountInputSchema.safeParse(input);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? '';
    return { ok: false, key: isValidationKey(message) ? message : 'amount_format' };
  }
  const minor = parsed.data;
  if (minor < parseMoney(limits.min)) return { ok: false, key: 'amount_below_min', limit: limits.min };
  if (minor > parseMoney(limits.max)) return { ok: false, key: 'amount_above_max', limit: limits.max };
  if (limits.dailyRemaining !== undefined && minor > parseMoney(limits.dailyRemaining)) {
    return { ok: false, key: 'amount_above_daily', limit: limits.dailyRemaining };
  }
  if (limits.balance !== undefined && minor > parseMoney(limits.balance)) {
    return { ok: false, key: 'amount_above_balance', limit: limits.balance };
  }
  return { ok: true, amount: formatMinor(minor) };
}
