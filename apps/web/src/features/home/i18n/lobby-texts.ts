import { i18next } from '../../../lib/i18n/i18n';

const lobbyPt = {
  ticker: { label: 'Avisos', empty: 'Nenhum aviso no momento.' },
  block: { more: 'Mais', moreLabel: 'Ver todos os jogos de {{category}}' },
  list: { title: 'Jogos de {{category}}' },
  matches: {
    label: 'Partidas',
    today: 'Hoje',
    tomorrow: 'Amanhã',
    home: 'Casa',
    draw: 'Empate',
    away: 'Fora',
    versus: '{{home}} contra {{away}}',
    odds: 'Odds',
  },
  winners: {
    label: 'Ganhadores',
    bigWins: 'Maiores ganhos',
    jackpots: 'Jackpots',
    empty: 'Os próximos grandes ganhos aparecem aqui.',
    entry: '{{name}} ganhou {{amount}} em {{game}}',
    demo: 'demo',
    demoTitle: 'Ganhador de demonstração: rodada de exemplo desta instalação',
    demoEntry: '{{name}} ganhou {{amount}} em {{game}} (ganhador de demonstração)',
  },
  jackpot: { label: 'Jackpot acumulado', hint: 'Valor ilustrativo' },
  promotions: { label: 'Promoções', details: 'Detalhes' },
  invite: {
    title: 'Indique e ganhe',
    text: 'Convide amigos com o seu link e receba recompensas.',
    action: 'Convidar amigos',
  },
  footer: {
    label: 'Informações do site',
    help: 'Central de ajuda',
    products: 'Produtos',
    social: 'Siga-nos',
    about: 'Sobre nós',
    vendors: 'Provedores de jogos',
    copyright: '© 2020-2023 {{site}}. Todos os direitos reservados.',
  },
  social: {
    FACEBOOK: 'Facebook',
    YOUTUBE: 'YouTube',
    WHATSAPP: 'WhatsApp',
    INSTAGRAM: 'Instagram',
    TIKTOK: 'TikTok',
    TWITTER: 'X (Twitter)',
  },
};

const lobbyEn: typeof lobbyPt = {
  ticker: { label: 'Notices', empty: 'No announcements right now.' },
  block: { more: 'More', moreLabel: 'See every {{category}} game' },
  list: { title: '{{category}} games' },
  matches: {
    label: 'Matches',
    today: 'Today',
    tomorrow: 'Tomorrow',
    home: 'Home',
    draw: 'Draw',
    away: 'Away',
    versus: '{{home}} versus {{away}}',
    odds: 'Odds',
  },
  winners: {
    label: 'Winners',
    bigWins: 'Biggest wins',
    jackpots: 'Jackpots',
    empty: 'The next big wins appear here.',
    entry: '{{name}} won {{amount}} on {{game}}',
    demo: 'demo',
    demoTitle: 'Demo winner: a sample round of this installation',
    demoEntry: '{{name}} won {{amount}} on {{game}} (demo winner)',
  },
  jackpot: { label: 'Progressive jackpot', hint: 'Illustrative amount' },
  promotions: { label: 'Promotions', details: 'Details' },
  invite: {
    title: 'Refer and earn',
    text: 'Invite friends with your link and get rewards.',
    action: 'Invite friends',
  },
  footer: {
    label: 'Site information',
    help: 'Help center',
    products: 'Products',
    social: 'Follow us',
    about: 'About us',
    vendors: 'Game providers',
    copyright: '© 2020-2023 {{site}}. All rights reserved.',
  },
  social: {
    FACEBOOK: 'Facebook',
    YOUTUBE: 'YouTube',
    WHATSAPP: 'WhatsApp',
    INSTAGRAM: 'Instagram',
    TIKTOK: 'TikTok',
    TWITTER: 'X (Twitter)',
  },
};

/** Namespace "lobby": the home's sections. */
export function registerLobbyTexts(): void {
  if (i18next.hasResourceBundle('pt', 'lobby')) return;
  i18next.addResourceBundle('pt', 'lobby', lobbyPt);
  i18next.addResourceBundle('en', 'lobby', lobbyEn);
}
