import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitKind } from '@app/contract';
import { useLanguage } from '../preferences/use-language';
import { formatMoney } from '../wallet/format-money';
import { minutesParts } from './limit-values';

/** A limit's value or usage as the player reads it: "R$ 1.234,56" for money, "2 h 30 min" for time. */
export function useLimitFormat() {
  const { t } = useTranslation('limits');
  const [language] = useLanguage();
  return useCallback(
    (kind: LimitKind, value: string): string => {
      if (kind !== 'time') return formatMoney(value, language);
      const { hours, minutes } = minutesParts(Number(value));
      if (hours === 0) return t('durationMinutes', { minutes });
      return minutes === 0 ? t('durationHours', { hours }) : t('duration', { hours, minutes });
    },
    [t, language],
  );
}
