import { i18next } from '../../../lib/i18n/i18n';
import { realityCheckEn } from './reality-check-texts.en';
import { realityCheckPt } from './reality-check-texts.pt';

/** Adds the "realityCheck" namespace when the feature's chunk loads. */
export function registerRealityCheckTexts(): void {
  if (i18next.hasResourceBundle('pt', 'realityCheck')) return;
  i18next.addResourceBundle('pt', 'realityCheck', realityCheckPt);
  i18next.addResourceBundle('en', 'realityCheck', realityCheckEn);
}
