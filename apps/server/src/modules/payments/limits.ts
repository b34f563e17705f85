import { formatMinor } from '@app/contract';
import { AppError } from '../../http/app-error.js';

import { startOfDay } from '../../infra/merchant-day.js';

/** "Daily" limits reset at the merchant's midnight (Brasília time). */
export const startOfBrazilDay = startOfDay;

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
