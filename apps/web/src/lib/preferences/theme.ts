import { DEFAULT_THEME, STORAGE_KEYS, themes, type Theme } from '@app/contract';
import { BRAND } from '../../config/brand';
import { readStored, writeStored } from '../storage';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function readTheme(): Theme {
  const stored = readStored(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function storeTheme(theme: Theme): void {
  writeStored(STORAGE_KEYS.theme, theme);
}

/** Sets data-theme (the CSS switch) and the browser chrome colour. */
export function applyThemeToDocument(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'light' ? BRAND.lightThemeColor : BRAND.themeColor);
}
