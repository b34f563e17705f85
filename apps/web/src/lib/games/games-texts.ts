import { i18next } from '../i18n/i18n';
import { gamesEn } from './games-texts.en';
import { gamesPt } from './games-texts.pt';

/** Namespace "games", added by the first screen that shows games (the home or a game list). */
export function registerGamesTexts(): void {
  if (i18next.hasResourceBundle('pt', 'games')) return;
  i18next.addResourceBundle('pt', 'games', gamesPt);
  i18next.addResourceBundle('en', 'games', gamesEn);
}

/** A classification's label: our text for known classes, the vendor's own name otherwise. */
export function classifyLabel(t: (key: string, options?: { defaultValue: string }) => string, classify: string): string {
  return t(`games:classify.${classify}`, { defaultValue: classify });
}
