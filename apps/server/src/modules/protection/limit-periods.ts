import { addMerchantDays, merchantDayOf, merchantDayStart, type LimitPeriod } from '@app/contract';

/**
 * A limit's period as the bet's statement counts it (protection_period_start() in sql/protection-moves.sql): the
 * merchant's day, the ISO week from Monday, or the calendar month, in UTC−3.
 */
export function periodStartDay(period: LimitPeriod, day: string): string {
  if (period === 'day') return day;
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addMerchantDays(day, -((weekday + 6) % 7));
}

/** The first day after the period that holds `day`. */
export function periodEndDay(period: LimitPeriod, day: string): string {
  if (period === 'day') return addMerchantDays(day, 1);
  if (period === 'week') return addMerchantDays(periodStartDay('week', day), 7);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return next;
}

export interface PeriodSpan {
  /** First day of the period, YYYY-MM-DD. */
  from: string;
  /** The day of `at`. */
  to: string;
  /** When the period ends. */
  endsAt: Date;
}

export function periodOf(period: LimitPeriod, at: number): PeriodSpan {
  const day = merchantDayOf(at);
  return { from: periodStartDay(period, day), to: day, endsAt: merchantDayStart(periodEndDay(period, day)) };
}
