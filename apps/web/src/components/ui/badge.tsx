import { useTranslation } from 'react-i18next';
import './badge.css';

export const BADGE_MAX = 99;

/** SPEC §9: counts above 99 show as "99+"; zero or less shows nothing. */
export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

export function Badge({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation();
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span className="badge" data-testid={testId} aria-label={t('badge.label', { count })}>
      {text}
    </span>
  );
}
