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
