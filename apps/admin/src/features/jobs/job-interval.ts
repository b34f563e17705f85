import type { TFunction } from 'i18next';

/** A job's interval as the list says it: "every 5 min", "every 1 s", "off". */
export function intervalText(t: TFunction, intervalMs: number): string {
  if (intervalMs <= 0) return t('off');
  const seconds = Math.round(intervalMs / 1000);
  if (seconds < 60 || seconds % 60 !== 0) return t('every', { time: t('seconds', { count: Math.max(1, seconds) }) });
  const minutes = seconds / 60;
  if (minutes < 60 || minutes % 60 !== 0) return t('every', { time: t('minutes', { count: minutes }) });
  return t('every', { time: t('hours', { count: minutes / 60 }) });
}
