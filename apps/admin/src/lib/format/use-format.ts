import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@app/contract';
import { isLanguage } from '../preferences/language';
import { useMe } from '../session/use-me';
import { formatDateTime } from './time';
import { formatMoney, plainMoney } from './money';

/** Where the operator's merchant is when `me` has not come yet: the product's merchants are Brazilian. */
export const FALLBACK_TIME_ZONE = 'America/Sao_Paulo';

/** How date pickers write a day, as formatDay does. */
const DATE_FORMATS = { pt: 'DD/MM/YYYY', en: 'YYYY-MM-DD' } as const;

/** Money and times as the screens show them: the chosen language, the merchant's time zone. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { me } = useMe();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const timeZone = me?.timeZone ?? FALLBACK_TIME_ZONE;
  return {
    language,
    timeZone,
    dateFormat: DATE_FORMATS[language],
    /** R$ for reais; another currency (a trial's PLAY, points' PTS) as the plain amount and its code. */
    money: (amount: string | null | undefined, currency = 'BRL') => {
      if (amount == null) return '';
      return currency === 'BRL' ? formatMoney(amount, language) : `${plainMoney(amount)} ${currency}`;
    },
    dateTime: (value: string | null | undefined) => formatDateTime(value, timeZone, language),
  };
}
