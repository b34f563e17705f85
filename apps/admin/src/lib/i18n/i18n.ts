import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, errorMessages, languages, validationMessages, type Language } from '@app/contract';
import { backOfficeTexts } from './locales/back-office-texts';
import { commonEn } from './locales/common.en';
import { commonPt } from './locales/common.pt';
import { refineEn } from './locales/refine.en';
import { refinePt } from './locales/refine.pt';

/**
 * Both languages are bundled: the back office is a desktop tool opened on a fast line, and a language switch must
 * not wait on a download. `errors` and `validation` are the contract's own texts, the ones the server answers with.
 */
export function initI18n(language: Language): typeof i18next {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources: {
      pt: { common: commonPt, refine: refinePt, errors: errorMessages.pt, validation: validationMessages.pt, ...backOfficeTexts.pt },
      en: { common: commonEn, refine: refineEn, errors: errorMessages.en, validation: validationMessages.en, ...backOfficeTexts.en },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages,
    ns: ['common', 'refine', 'errors', 'validation', ...Object.keys(backOfficeTexts.pt)],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return i18next;
}

/** A feature's own namespace, added when its screens' module is first imported (once). */
export function addTexts<T extends object>(namespace: string, texts: { pt: T; en: T }): string {
  if (!i18next.hasResourceBundle('pt', namespace)) {
    i18next.addResourceBundle('pt', namespace, texts.pt);
    i18next.addResourceBundle('en', namespace, texts.en);
  }
  return namespace;
}

export { i18next };
