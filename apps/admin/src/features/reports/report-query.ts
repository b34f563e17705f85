import { addMerchantDays, merchantDayOf, REPORT_GROUPS, REPORT_MAX_DAYS, type ReportGroup } from '@app/contract';

export interface ReportChoice {
  from: string;
  to: string;
  groupBy: ReportGroup;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Yesterday in the merchant's days: the report an operator reads first every morning. */
export function yesterday(now = Date.now()): string {
  return addMerchantDays(merchantDayOf(now), -1);
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/**
 * The report the page's address asks for (`?from=…&to=…&groupBy=…`, so a report can be linked), yesterday by day
 * when it asks for none or for one the server would refuse.
 */
export function choiceOf(search: URLSearchParams, now = Date.now()): ReportChoice {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const group = search.get('groupBy') ?? 'day';
  const groupBy = (REPORT_GROUPS as readonly string[]).includes(group) ? (group as ReportGroup) : 'day';
  const days = DAY.test(from) && DAY.test(to) ? daysBetween(from, to) : 0;
  if (days >= 1 && days <= REPORT_MAX_DAYS) return { from, to, groupBy };
  const day = yesterday(now);
  return { from: day, to: day, groupBy };
}

export const searchOf = (choice: ReportChoice) => new URLSearchParams({ from: choice.from, to: choice.to, groupBy: choice.groupBy });
