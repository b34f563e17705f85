import { i18next } from '../../../lib/i18n/i18n';
import { authEn } from './auth-texts.en';
import { authPt } from './auth-texts.pt';

/** Adds the "auth" namespace when the first account screen loads, keeping it out of the home chunk. */
export function registerAuthTexts(): void {
  if (i18next.hasResourceBundle('pt', 'auth')) return;
  i18next.addResourceBundle('pt', 'auth', authPt);
  i18next.addResourceBundle('en', 'auth', authEn);
}
