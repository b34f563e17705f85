import { i18next } from '../../../lib/i18n/i18n';
import { kycEn } from './kyc-texts.en';
import { kycPt } from './kyc-texts.pt';

/** Adds the "kyc" namespace when the identity page loads. */
export function registerKycTexts(): void {
  if (i18next.hasResourceBundle('pt', 'kyc')) return;
  i18next.addResourceBundle('pt', 'kyc', kycPt);
  i18next.addResourceBundle('en', 'kyc', kycEn);
}
