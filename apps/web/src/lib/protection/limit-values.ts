import {
  LIMIT_AMOUNT_MAX_MINOR,
  LIMIT_AMOUNT_MIN_MINOR,
  LIMIT_MINUTES_MIN,
  LIMIT_PERIOD_MINUTES,
  amountInputSchema,
  formatMinor,
  type LimitPeriod,
} from '@app/contract';

/**
 * The client's copy of the server's limit bounds (modules/protection parseLimit), so a player learns before the
 * call why a limit would be refused. Problems are keys of the "limits" namespace's `errors`.
 */
export type LimitCheck = { ok: true; value: string } | { ok: false; key: LimitProblem };
export type LimitProblem = 'required' | 'amountFormat' | 'amountRange' | 'minutesFormat' | 'minutesRange';

/** A money limit as typed ("50", "50,25", "1000.5") → "50.00", within R$ 1,00 and R$ 1.000.000,00. */
export function checkMoneyLimit(input: string): LimitCheck {
  if (input.trim() === '') return { ok: false, key: 'required' };
  const parsed = amountInputSchema.safeParse(input);
  // Zero is a well-formed amount below the range, not a typing mistake.
  if (!parsed.success) return { ok: false, key: parsed.error.issues[0]?.message === 'amount_positive' ? 'amountRange' : 'amountFormat' };
  if (parsed.data < LIMIT_AMOUNT_MIN_MINOR || parsed.data > LIMIT_AMOUNT_MAX_MINOR) return { ok: false, key: 'amountRange' };
  return { ok: true, value: formatMinor(parsed.data) };
}

const WHOLE = /^\d{1,6}$/;

/** A time limit as hours and minutes → whole minutes ("90"), from 15 minutes to the period's length. */
export function checkTimeLimit(hours: string, minutes: string, period: LimitPeriod): LimitCheck {
  const h = hours.trim();
  const m = minutes.trim();
  if (h === '' && m === '') return { ok: false, key: 'required' };
  if ((h !== '' && !WHOLE.test(h)) || (m !== '' && !WHOLE.test(m))) return { ok: false, key: 'minutesFormat' };
  const total = Number(h || '0') * 60 + Number(m || '0');
  if (total < LIMIT_MINUTES_MIN || total > LIMIT_PERIOD_MINUTES[period]) return { ok: false, key: 'minutesRange' };
  return { ok: true, value: String(total) };
}

/** The longest time limit of a period in whole hours, for the range message. */
export const periodHours = (period: LimitPeriod): number => LIMIT_PERIOD_MINUTES[period] / 60;

/** Minutes split for the hours and minutes inputs and for display. */
export function minutesParts(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
