import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { Language } from '@app/contract';

dayjs.extend(utc);
dayjs.extend(timezone);

const screenFormats: Record<Language, { dateTime: string; date: string; dayMonth: string }> = {
  pt: { dateTime: 'DD/MM/YYYY HH:mm:ss', date: 'DD/MM/YYYY', dayMonth: 'DD/MM' },
  en: { dateTime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD', dayMonth: 'MM-DD' },
};

/** A time in the merchant's zone (never the browser's: an operator abroad sees the same day boundaries as Brazil). */
export function inZone(value: string | number | Date | Dayjs, timeZone: string): Dayjs {
  return dayjs(value).tz(timeZone);
}

export function formatDateTime(value: string | null | undefined, timeZone: string, language: Language): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.tz(timeZone).format(screenFormats[language].dateTime) : value;
}

/** A calendar day of the API ("2026-12-06", already a merchant day) for a chart axis or a card. */
export function formatDay(day: string, language: Language, short = false): string {
  const time = dayjs(day, 'YYYY-MM-DD');
  if (!time.isValid()) return day;
  return time.format(short ? screenFormats[language].dayMonth : screenFormats[language].date);
}

/** For CSV files: the merchant's wall-clock time with its offset (`2026-12-06 09:05:00 -03:00`), sortable as text. */
export function csvDateTime(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.tz(timeZone).format('YYYY-MM-DD HH:mm:ss Z') : value;
}

/**
 * A wall-clock time picked in the merchant's zone (a date picker gives a browser-zone dayjs) as the ISO instant the
 * API filters by: 09:00 picked means 09:00 in the merchant's zone, wherever the browser is.
 */
export function zonedIso(picked: Dayjs, timeZone: string): string {
  return dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toISOString();
}
