import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, errorMessages, languages, type Language } from '@app/contract';
import { commonPt } from './locales/pt/common';
import { commonEn } from './locales/en/common';
import { routesPt } from './locales/pt/routes';
import { routesEn } from './locales/en/routes';

export const namespaces = ['common', 'routes', 'errors'] as const;

const resources = {
  pt: { common: commonPt, routes: routesPt, errors: errorMessages.pt },
  en: { common: commonEn, routes: routesEn, errors: errorMessages.en },
};

/**
 * Initialises the shared i18next instance synchronously (all texts are
 * bundled), so the first render is already in the stored language.
 */
export function initI18n(language: Language): typeof i18next {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages,
    ns: namespaces,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18next;
}

export { i18next };
