import { DEFAULT_LANGUAGE, languages, STORAGE_KEYS, type Language } from '@app/contract';
import { readStored, writeStored } from '../storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored choice, or Portuguese (SPEC §1) when nothing valid is stored. */
export function readLanguage(): Language {
  const stored = readStored(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeStored(STORAGE_KEYS.language, language);
}

/** BCP 47 tag for <html lang>: the Portuguese served is Brazilian. */
export function htmlLang(language: Language): string {
  return language === 'pt' ? 'pt-BR' : 'en';
}

export function applyLanguageToDocument(language: Language): void {
  document.documentElement.lang = htmlLang(language);
}

/**
 * The language the site speaks now: i18next's chosen `language`, not its `resolvedLanguage`. The latter names the
 * first language that had texts when it was last computed, and stayed Portuguese in some starts in English after
 * the English chunk arrived (texts in English, money, dates and the API's language in Portuguese); the choice is
 * what numbers, dates and server texts must follow.
 */
export function activeLanguage(i18n: { language?: string | undefined }, otherwise: Language = DEFAULT_LANGUAGE): Language {
  return isLanguage(i18n.language) ? i18n.language : otherwise;
}
