import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contract';
import { activeLanguage, applyLanguageToDocument, htmlLang, readLanguage, storeLanguage } from './language';
import { applyThemeToDocument, readTheme } from './theme';
import { useThemeStore } from './theme-store';

describe('language preference', () => {
  it('defaults to Portuguese and ignores values that are not offered', () => {
    expect(readLanguage()).toBe('pt');
    localStorage.setItem(STORAGE_KEYS.language, 'fr');
    expect(readLanguage()).toBe('pt');
  });

  it('stores the choice under "language" and maps it to the html lang tag', () => {
    storeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(readLanguage()).toBe('en');
    expect(htmlLang('pt')).toBe('pt-BR');
    applyLanguageToDocument('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the active language', () => {
  it("is i18next's chosen language even while its resolved language still lags behind", () => {
    // What a start in English looked like before the English texts were resolved: labels in English, the rest not.
    expect(activeLanguage({ language: 'en', resolvedLanguage: 'pt' } as { language: string })).toBe('en');
    expect(activeLanguage({ language: 'pt' })).toBe('pt');
  });

  it('falls back when i18next has no language yet or an unknown one', () => {
    expect(activeLanguage({ language: undefined })).toBe('pt');
    expect(activeLanguage({ language: 'fr' }, 'en')).toBe('en');
  });
});

describe('theme preference', () => {
  it('defaults to dark and reads a stored light theme', () => {
    expect(readTheme()).toBe('dark');
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    expect(readTheme()).toBe('light');
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(readTheme()).toBe('dark');
  });

  it('toggling stores the theme under "theme" and sets data-theme on <html>', () => {
    applyThemeToDocument('dark');
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(useThemeStore.getState().theme).toBe('light');
  });
});
