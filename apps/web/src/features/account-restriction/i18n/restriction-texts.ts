import { i18next } from '../../../lib/i18n/i18n';
import { restrictionEn } from './restriction-texts.en';
import { restrictionPt } from './restriction-texts.pt';

/** Adds the "accountRestriction" namespace when the feature's chunk loads. */
export function registerRestrictionTexts(): void {
  if (i18next.hasResourceBundle('pt', 'accountRestriction')) return;
  i18next.addResourceBundle('pt', 'accountRestriction', restrictionPt);
  i18next.addResourceBundle('en', 'accountRestriction', restrictionEn);
}
