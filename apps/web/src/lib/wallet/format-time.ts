import { addMerchantDays, merchantDayOf } from '@app/contract';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An ISO instant as the member reads it: "22/11/2026 06:40" (PT) or "11/22/2026, 06:40" (EN). */
export function formatDateTime(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let found = formatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
    formatters.set(locale, found);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : found.format(date);
}

const dayTimeFormatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * An instant within days of now, without its year: "10/03 14:00" (PT, as Brazilians write it; Intl puts a comma
 * there) or "03/10, 14:00" (EN).
 */
export function formatDayTime(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let found = dayTimeFormatters.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    dayTimeFormatters.set(locale, found);
  }
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${found.day.format(date)}${locale === 'en-US' ? ', ' : ' '}${found.time.format(date)}`;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD, no time zone: a birthday, a merchant day) as the member reads it: 17/05/1990 or 05/17/1990. */
export function formatCalendarDay(day: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let found = dayFormatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(locale, found);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? found.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : day;
}

/** Remaining time as mm:ss (minutes may pass 59: "75:00"); never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Today as the merchant counts days (the server's daily periods and record
 * filters), whatever the phone's time zone; `days` moves from it.
 */
export function merchantToday(days = 0, now: number = Date.now()): string {
  return addMerchantDays(merchantDayOf(now), days);
}
