import {
  addMerchantDays,
  merchantDayOf,
  REPORT_DEFAULT_PAGE_SIZE,
  REPORT_GROUPS,
  REPORT_MAX_DAYS,
  REPORT_PAGE_SIZES,
  type ReportGroup,
} from '@app/contract';

export interface ReportChoice {
  from: string;
  to: string;
  groupBy: ReportGroup;
  /** The table's page of a ranked grouping (days come whole). */
  page: number;
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Yesterday in the merchant's days: the report an operator reads first every morning. */
export function yesterday(now = Date.now()): string {
  return addMerchantDays(merchantDayOf(now), -1);
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A page number from the address; the first page for anything else. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A page size the table offers; the default for anything else. */
function limitOf(value: string | null): number {
  const limit = Number(value);
  return (REPORT_PAGE_SIZES as readonly number[]).includes(limit) ? limit : REPORT_DEFAULT_PAGE_SIZE;
}

/**
 * The report the page's address asks for (`?from=…&to=…&groupBy=…&page=…&limit=…`, so a report can be linked),
 * yesterday by day when it asks for none or for one the server would refuse.
 */
export function choiceOf(search: URLSearchParams, now = Date.now()): ReportChoice {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const group = search.get('groupBy') ?? 'day';
  const groupBy = (REPORT_GROUPS as readonly string[]).includes(group) ? (group as ReportGroup) : 'day';
  const paging =
    groupBy === 'day'
      ? { page: 1, limit: REPORT_DEFAULT_PAGE_SIZE }
      : { page: pageOf(search.get('page')), limit: limitOf(search.get('limit')) };
  const days = DAY.test(from) && DAY.test(to) ? daysBetween(from, to) : 0;
  if (days >= 1 && days <= REPORT_MAX_DAYS) return { from, to, groupBy, ...paging };
  const day = yesterday(now);
  return { from: day, to: day, groupBy, ...paging };
}

/** The address of a choice: a page other than the first, or a size other than the default, only when they apply. */
export function searchOf(choice: ReportChoice): URLSearchParams {
  const search = new URLSearchParams({ from: choice.from, to: choice.to, groupBy: choice.groupBy });
  if (choice.groupBy !== 'day' && choice.page > 1) search.set('page', String(choice.page));
  if (choice.groupBy !== 'day' && choice.limit !== REPORT_DEFAULT_PAGE_SIZE) search.set('limit', String(choice.limit));
  return search;
}

/** What the report call and its CSV ask for: the range and grouping, and the page for a ranked grouping. */
export function queryOf(choice: ReportChoice): Record<string, string | number> {
  const { page, limit, ...range } = choice;
  return choice.groupBy === 'day' ? range : { ...range, page, limit };
}
