import { merchantToday } from '../../../lib/wallet/format-time';

/** Filters of the record screens and the query strings they become. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const RECORD_PAGE_SIZE = 20;
/** SPEC gives no default span; a week covers "what happened lately" without a heavy first page. */
const DEFAULT_DAYS = 7;

/** The last 7 of the merchant's days, today included (the days the server counts, whatever the phone's time zone). */
export function defaultRange(now: Date = new Date()): DateRange {
  return { startDate: merchantToday(-(DEFAULT_DAYS - 1), now.getTime()), endDate: merchantToday(0, now.getTime()) };
}

function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

export interface AccountRecordFilters extends DateRange {
  /** '' for every type. */
  type: string;
  /** The agent variant (?types=A) passes through. */
  types: string | null;
}

export function accountRecordQuery(filters: AccountRecordFilters, pageNo: number): string {
  return query({
    type: filters.type,
    types: filters.types,
    startDate: filters.startDate,
    endDate: filters.endDate,
    pageNo,
    pageSize: RECORD_PAGE_SIZE,
  });
}

export interface BetRecordFilters extends DateRange {
  vendor: string;
  status: string;
}

export function betRecordQuery(filters: BetRecordFilters, pageNo: number): string {
  return query({
    vendor: filters.vendor.trim().toUpperCase(),
    status: filters.status,
    startDate: filters.startDate,
    endDate: filters.endDate,
    pageNo,
    pageSize: RECORD_PAGE_SIZE,
  });
}

/** A range whose start is after its end is read the other way round instead of asking for nothing. */
export function orderedRange(range: DateRange): DateRange {
  return range.startDate <= range.endDate ? range : { startDate: range.endDate, endDate: range.startDate };
}
