import { i18next } from '../../lib/i18n/i18n';

const rainEntryPt = {
  live: 'Está chovendo envelopes! Abra o seu agora.',
  soon: 'Chuva de envelopes às {{time}}. Não perca!',
  go: 'Ver',
  liveBadge: 'Agora',
};

const rainEntryEn: typeof rainEntryPt = {
  live: 'Red envelopes are falling! Open yours now.',
  soon: 'Red envelope rain at {{time}}. Don’t miss it!',
  go: 'View',
  liveBadge: 'Now',
};

/** Namespace "rainEntry": the announcements of a rain on home and in the side menu (lazy chunks both). */
export function registerRainEntryTexts(): void {
  if (i18next.hasResourceBundle('pt', 'rainEntry')) return;
  i18next.addResourceBundle('pt', 'rainEntry', rainEntryPt);
  i18next.addResourceBundle('en', 'rainEntry', rainEntryEn);
}
