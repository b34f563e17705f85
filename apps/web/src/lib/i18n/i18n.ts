import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languages, type Language } from '@app/contract';
import { errorTextsWanted, loadErrorTexts } from './error-texts';
import { commonPt } from './locales/pt/common';
import { routesPt } from './locales/pt/routes';

export const namespaces = ['common', 'routes'] as const;

/**
 * Initialises the shared i18next instance synchronously with the Portuguese
 * texts (SPEC §1: the default, bundled with the shell). English is a chunk of
 * its own: loadLanguage('en') adds it, and the first render waits for it when
 * English is the stored choice, so that render is already in English. The
 * contract's error texts (`errors`) load apart, when first needed (error-texts.ts).
 */
export function initI18n(language: Language): typeof i18next {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources: { pt: { common: commonPt, routes: routesPt } },
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

let english: Promise<void> | undefined;

function loadEnglishShell(): Promise<void> {
  english ??= import('./locales/en')
    .then(async ({ englishTexts }) => {
      for (const ns of namespaces) i18next.addResourceBundle('en', ns, englishTexts[ns], true, false);
      if (i18next.language === 'en') await i18next.changeLanguage('en');
    })
    .catch(() => {
      // A failed fetch (offline before the service worker cached it) may be retried on the next choice.
      english = undefined;
    });
  return english;
}

/**
 * Makes a language's shell texts available (once; Portuguese always is) and,
 * when it is the active language, resolves it again: i18next had fallen back
 * to Portuguese while the texts were missing. Once error texts were needed,
 * the language's error texts come along, so a switch never shows a key. Never
 * rejects: texts that cannot be fetched leave the shell in Portuguese, the
 * fallback. Call after initI18n.
 */
export function loadLanguage(language: Language): Promise<void> {
  const shell = language === DEFAULT_LANGUAGE ? Promise.resolve() : loadEnglishShell();
  const errors = errorTextsWanted() ? loadErrorTexts(language) : Promise.resolve();
  return Promise.all([shell, errors]).then(() => undefined);
}

export { i18next };
