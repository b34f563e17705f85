import { i18next } from '../../../lib/i18n/i18n';

const gameCenterPt = {
  opening: 'Abrindo o jogo…',
  frameTitle: 'Jogo: {{name}}',
  playMoney: 'Dinheiro de teste',
  failed: 'O jogo não abriu',
  backHome: 'Voltar ao início',
  login: 'Entrar',
};

const gameCenterEn: typeof gameCenterPt = {
  opening: 'Opening the game…',
  frameTitle: 'Game: {{name}}',
  playMoney: 'Play money',
  failed: 'The game did not open',
  backHome: 'Back to home',
  login: 'Log in',
};

/** Namespace "gameCenter", added when the game page loads. */
export function registerGameCenterTexts(): void {
  if (i18next.hasResourceBundle('pt', 'gameCenter')) return;
  i18next.addResourceBundle('pt', 'gameCenter', gameCenterPt);
  i18next.addResourceBundle('en', 'gameCenter', gameCenterEn);
}
