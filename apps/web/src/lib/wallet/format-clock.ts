const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day of an instant later today: "14:00" (24 h in both languages, like the other formats). */
export function formatClockTime(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  let found = clockFormatters.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(locale, found);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : found.format(date);
}
