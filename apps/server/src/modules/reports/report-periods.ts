import { addMerchantDays } from '@app/contract';

/** Inclusive days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** A range of days split where its rows can come from the coarser rollups: whole months, then whole weeks, then days. */
export interface PeriodSplit {
  /** First days of the whole calendar months inside the range, inclusive; null when none. */
  months: DayRange | null;
  /** Mondays of the whole weeks (Monday to Sunday) inside the ragged ends, inclusive, one range per end. */
  weeks: DayRange[];
  /** Day ranges read from the daily rows, inclusive. */
  days: DayRange[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** 0 for a Monday … 6 for a Sunday (calendar days carry no time zone). */
const weekdayFromMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** [from, to] as its whole months and the days before and after them. */
function splitMonths(from: string, to: string): { months: DayRange | null; ends: DayRange[] } {
  const firstWhole = from === monthStart(from) ? from : nextMonthStart(from);
  // The day after the range: the last whole month ends the day before its month's start.
  const pastWhole = monthStart(addMerchantDays(to, 1));
  if (firstWhole >= pastWhole) return { months: null, ends: [{ from, to }] };
  const ends: DayRange[] = [];
  if (from < firstWhole) ends.push({ from, to: addMerchantDays(firstWhole, -1) });
  if (pastWhole <= to) ends.push({ from: pastWhole, to });
  return { months: { from: firstWhole, to: monthStart(addMerchantDays(pastWhole, -1)) }, ends };
}

/** One ragged end as its whole weeks (their Mondays) and the days before and after them. */
function splitWeeks(range: DayRange): { weeks: DayRange | null; days: DayRange[] } {
  const lead = weekdayFromMonday(range.from);
  const firstMonday = lead === 0 ? range.from : addMerchantDays(range.from, 7 - lead);
  const dayAfter = addMerchantDays(range.to, 1);
  const pastMonday = addMerchantDays(dayAfter, -weekdayFromMonday(dayAfter));
  if (firstMonday >= pastMonday) return { weeks: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < firstMonday) days.push({ from: range.from, to: addMerchantDays(firstMonday, -1) });
  if (pastMonday <= range.to) days.push({ from: pastMonday, to: range.to });
  return { weeks: { from: firstMonday, to: addMerchantDays(pastMonday, -7) }, days };
}

/** [from, to] (inclusive days) as whole months, whole weeks in what is left, and the days left after both. */
export function splitByPeriods(from: string, to: string): PeriodSplit {
  const { months, ends } = splitMonths(from, to);
  const split: PeriodSplit = { months, weeks: [], days: [] };
  for (const end of ends) {
    const { weeks, days } = splitWeeks(end);
    if (weeks) split.weeks.push(weeks);
    split.days.push(...days);
  }
  return split;
}
