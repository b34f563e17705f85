import { i18next } from '../../../lib/i18n/i18n';
import { registerLimitTexts } from '../../../lib/protection/limit-texts';
import { responsibleGamingEn } from './responsible-gaming-texts.en';
import { responsibleGamingPt } from './responsible-gaming-texts.pt';

/** Adds the "responsibleGaming" namespace (and the shared "limits" one) when the page loads. */
export function registerResponsibleGamingTexts(): void {
  registerLimitTexts();
  if (i18next.hasResourceBundle('pt', 'responsibleGaming')) return;
  i18next.addResourceBundle('pt', 'responsibleGaming', responsibleGamingPt);
  i18next.addResourceBundle('en', 'responsibleGaming', responsibleGamingEn);
}
