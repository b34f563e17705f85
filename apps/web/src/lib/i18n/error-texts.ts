import i18next from 'i18next';
import type { ErrorMessages, Language } from '@app/contract';
import { activeLanguage } from '../preferences/language';

// One chunk per language: a failure needs only the active language's texts, and the home never needs either.
const loaders: Record<Language, () => Promise<ErrorMessages>> = {
  pt: () => import('@app/contract/i18n/errors.pt').then((m) => m.errorsPt),
  en: () => import('@app/contract/i18n/errors.en').then((m) => m.errorsEn),
};
const loads = new Map<Language, Promise<void>>();

/**
 * Adds the contract's error texts in a language as the `errors` namespace, the first time something may show one:
 * a failed call (the API client waits for them before it rejects), a screen other than the home, a refusal toast.
 * Never rejects: a fetch that failed is tried again on the next call.
 */
export function loadErrorTexts(language: Language = activeLanguage(i18next)): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = loaders[language]()
      .then((texts) => {
        i18next.addResourceBundle(language, 'errors', texts, true, false);
      })
      .catch(() => {
        loads.delete(language);
      });
    loads.set(language, load);
  }
  return load;
}

/** Whether error texts were asked for already: a language switch then brings the new language's before it shows. */
export function errorTextsWanted(): boolean {
  return loads.size > 0;
}
