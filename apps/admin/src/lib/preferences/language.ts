import { DEFAULT_LANGUAGE, languages, type Language } from '@app/contract';

/** The back office's own key: an operator's choice here is not the player site's (same origin, same localStorage). */
const LANGUAGE_KEY = 'admin.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The stored choice, else Portuguese (the product's default). */
export function readLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts until the page reloads.
  }
}

/** BCP 47 tag for <html lang> and for Intl: the Portuguese is Brazilian. */
export function htmlLang(language: Language): string {
  return language === 'pt' ? 'pt-BR' : 'en';
}
