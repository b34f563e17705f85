/**
 * SPEC §2 match card times, in the device's time zone: the day reads Today or
 * Tomorrow, else DD-MMM; the time HH:mm.
 */
const months = {
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

export type MatchDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'date'; text: string };

const pad = (n: number) => String(n).padStart(2, '0');
const dayNumber = (d: Date) => Math.round(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 86_400_000);

export function matchDay(iso: string, language: 'pt' | 'en', now: Date = new Date()): MatchDay {
  const at = new Date(iso);
  const diff = dayNumber(at) - dayNumber(now);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  return { kind: 'date', text: `${pad(at.getDate())}-${months[language][at.getMonth()]}` };
}

export function matchClock(iso: string): string {
  const at = new Date(iso);
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
