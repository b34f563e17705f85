import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { pt } from './pt';

/** Portuguese by default, English when the site launched the game in English. */
export function setupI18n(lang: 'pt' | 'en') {
  void i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'pt',
    resources: { pt: { translation: pt }, en: { translation: en } },
    interpolation: { escapeValue: false },
    keySeparator: '.',
    nsSeparator: false,
  });
}

/** Money from the API's decimal strings, in the page's language (no float on the way). */
export function formatMoney(amount: string, lang: string, currency: string): string {
  const [units = '0', cents = '00'] = amount.replace('-', '').split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '.');
  const sign = amount.startsWith('-') ? '-' : '';
  const symbol = currency === 'BRL' ? 'R$ ' : `${currency} `;
  return `${sign}${symbol}${grouped}${lang === 'en' ? '.' : ','}${cents}`;
}

/** Error codes are dotted (`wallet.insufficient.funds`); their texts live under `errors` with underscores. */
export const errorKey = (code: string) => `errors.${code.replace(/\./g, '_')}`;
