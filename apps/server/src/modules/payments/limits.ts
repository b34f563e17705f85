import { formatMinor } from '@app/contract';
import { AppError } from '../../http/app-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Brasília time (UTC−3, no daylight saving since 2019): "daily" limits reset at its midnight. */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

export function startOfBrazilDay(now: number): Date {
  const local = now + BRASILIA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - BRASILIA_OFFSET_MS);
}

export interface AmountLimits {
  minAmount: bigint;
  maxAmount: bigint;
  dailyMax: bigint;
}

export const dailyRemaining = (limits: AmountLimits, usedToday: bigint) => (limits.dailyMax > usedToday ? limits.dailyMax - usedToday : 0n);

/** Minimum, maximum, then the day's total; each refusal names its limit ("R$ {{min}}"). */
export function checkAmount(amount: bigint, limits: AmountLimits, usedToday: bigint): void {
  if (amount < limits.minAmount) throw new AppError('amount.below.minimum', { min: formatMinor(limits.minAmount) });
  if (amount > limits.maxAmount) throw new AppError('amount.above.maximum', { max: formatMinor(limits.maxAmount) });
  const remaining = dailyRemaining(limits, usedToday);
  if (amount > remaining) throw new AppError('amount.daily.limit', { remaining: formatMinor(remaining) });
}
