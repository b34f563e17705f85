import { addMerchantDays } from '@app/contract';

/** A range of days split where whole calendar months can be read from the monthly rollup. */
export interface MonthSplit {
  /** Day ranges read from the daily rows (the range's ragged ends), inclusive. */
  days: Array<{ from: string; to: string }>;
  /** First days of the whole months inside the range, inclusive; null when none. */
  months: { from: string; to: string } | null;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** [from, to] (inclusive days) as its whole months and the days before and after them. */
export function splitByMonths(from: string, to: string): MonthSplit {
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  // The day after the range: the last whole month ends the day before its month's start.
  const afterTo = addMerchantDays(to, 1);
  const pastWhole = monthStart(afterTo);
  if (firstWhole >= pastWhole) return { days: [{ from, to }], months: null };
  const days: MonthSplit['days'] = [];
  if (from < firstWhole) days.push({ from, to: addMerchantDays(firstWhole, -1) });
  if (pastWhole <= to) days.push({ from: pastWhole, to });
  return { days, months: { from: firstWhole, to: monthStart(addMerchantDays(pastWhole, -1)) } };
}
