/** Month names and durations of the statement, in the member's language. */
const monthFormatters = new Map<string, Intl.DateTimeFormat>();

type MonthStyle = 'long' | 'medium' | 'short';
const MONTH_OPTIONS: Record<MonthStyle, Intl.DateTimeFormatOptions> = {
  long: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  medium: { month: 'short', year: 'numeric', timeZone: 'UTC' },
  short: { month: 'short', timeZone: 'UTC' },
};

function monthFormatter(language: string, style: MonthStyle): Intl.DateTimeFormat {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  const key = `${locale}:${style}`;
  let found = monthFormatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, MONTH_OPTIONS[style]);
    monthFormatters.set(key, found);
  }
  return found;
}

/**
 * "2026-03" as "março de 2026" (long), "mar. de 2026" (medium, the table's narrow first column) or "mar." (short, the
 * chart's axis); in UTC, so no phone's time zone shifts the month.
 */
export function formatMonth(month: string, language: string, style: MonthStyle = 'long'): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return monthFormatter(language, style).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** Seconds as h:mm ("0:00", "12:05"); hours may pass 24. */
export function formatHoursMinutes(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The sign class of an amount: a loss in the danger colour, a gain in the success colour, zero plain. */
export function signClass(amount: string): string {
  if (amount.startsWith('-')) return 'amount--minus';
  return /^0\.00$/.test(amount) ? '' : 'amount--plus';
}
