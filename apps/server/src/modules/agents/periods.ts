import { DAY_MS, dayOf, dayStart } from '../../infra/merchant-day.js';

/** Days (infra/merchant-day.ts) and hours of the merchant. */
const HOUR_MS = 3_600_000;
export { dayOf };

export interface Period {
  key: string;
  from: Date;
  to: Date;
}

/** [startDate 00:00, endDate 24:00) of the merchant; both default to today; reversed bounds are swapped. */
export function dayRange(now: number, startDate?: string, endDate?: string): { startDate: string; endDate: string; from: Date; to: Date } {
  const today = dayOf(now);
  let start = startDate ?? endDate ?? today;
  let end = endDate ?? startDate ?? today;
  if (start > end) [start, end] = [end, start];
  return { startDate: start, endDate: end, from: dayStart(start), to: new Date(dayStart(end).getTime() + DAY_MS) };
}

/** A settlement period: YYYY-MM-DD (a day) or YYYY-MM-DDTHH (an hour of the merchant's day). */
export function periodOf(key: string): Period {
  const [day, hour] = key.split('T') as [string, string | undefined];
  const from = dayStart(day);
  if (Number.isNaN(from.getTime())) throw new RangeError(`bad period ${key}`);
  if (hour === undefined) return { key, from, to: new Date(from.getTime() + DAY_MS) };
  const start = new Date(from.getTime() + Number(hour) * HOUR_MS);
  return { key, from: start, to: new Date(start.getTime() + HOUR_MS) };
}

/** The last finished day or hour before `now` (what the scheduled settlement pays). */
export function lastFinished(kind: 'day' | 'hour', now: number): string {
  if (kind === 'day') return dayOf(now - DAY_MS);
  const at = now - HOUR_MS;
  const day = dayOf(at);
  const hour = Math.floor((at - dayStart(day).getTime()) / HOUR_MS);
  return `${day}T${String(hour).padStart(2, '0')}`;
}
