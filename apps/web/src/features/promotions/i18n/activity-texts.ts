import { i18next } from '../../../lib/i18n/i18n';

const activityPt = {
  title: 'Promoções',
  empty: 'Nenhuma promoção no momento.',
  loadFailed: 'Não foi possível carregar. Toque para tentar de novo.',
  period: '{{start}} – {{end}}',
  longTerm: 'A partir de {{start}} · longo prazo',
  details: 'Ver detalhes',
  notFound: 'Promoção não encontrada.',
  joinedToast: 'Inscrição feita! Deposite para receber o bônus.',
  claimedToast: 'Resgatado: {{amount}} na sua conta',
  cashbackNow: 'Cashback do período atual',
  cashbackBasis: { net_loss: 'Perda líquida até agora: {{amount}}', turnover: 'Apostas até agora: {{amount}}' },
  cashbackEstimate: 'Estimativa: {{amount}}',
  cashbackPaidAt: 'Pago automaticamente após {{date}}',
  cashbackHistory: 'Pagamentos anteriores',
  cashbackNone: 'Nenhum pagamento ainda.',
  cashbackPaid: { cash: '{{amount}} em saldo', bonus: '{{amount}} em bônus' },
  categories: {
    all: 'Todas',
    new_player: 'Novos jogadores',
    deposit_promo: 'Depósito',
    app_download: 'Baixe o app',
    rng_promo: 'Slots',
    live_promo: 'Ao vivo',
    pvp_promo: 'PVP',
    sport_promo: 'Esportes',
    fish_promo: 'Pesca',
    lotto_promo: 'Loteria',
    rebate_promo: 'Cashback',
    player_rank_rules: 'Níveis VIP',
    point_mall: 'Loja de pontos',
    other_promo: 'Outras',
  },
};

const activityEn: typeof activityPt = {
  title: 'Promotions',
  empty: 'No promotions right now.',
  loadFailed: 'Could not load. Tap to try again.',
  period: '{{start}} – {{end}}',
  longTerm: 'From {{start}} · long term',
  details: 'See details',
  notFound: 'Promotion not found.',
  joinedToast: 'You are in! Deposit to receive the bonus.',
  claimedToast: 'Claimed: {{amount}} in your account',
  cashbackNow: 'Cashback of the current period',
  cashbackBasis: { net_loss: 'Net loss so far: {{amount}}', turnover: 'Wagered so far: {{amount}}' },
  cashbackEstimate: 'Estimate: {{amount}}',
  cashbackPaidAt: 'Paid automatically after {{date}}',
  cashbackHistory: 'Past payouts',
  cashbackNone: 'No payouts yet.',
  cashbackPaid: { cash: '{{amount}} as cash', bonus: '{{amount}} as bonus' },
  categories: {
    all: 'All',
    new_player: 'New players',
    deposit_promo: 'Deposit',
    app_download: 'Get the app',
    rng_promo: 'Slots',
    live_promo: 'Live',
    pvp_promo: 'PVP',
    sport_promo: 'Sports',
    fish_promo: 'Fishing',
    lotto_promo: 'Lottery',
    rebate_promo: 'Cashback',
    player_rank_rules: 'VIP levels',
    point_mall: 'Points mall',
    other_promo: 'Other',
  },
};

/** Namespace "activity" (the promotions page and detail), added when one of them loads. */
export function registerActivityTexts(): void {
  if (i18next.hasResourceBundle('pt', 'activity')) return;
  i18next.addResourceBundle('pt', 'activity', activityPt);
  i18next.addResourceBundle('en', 'activity', activityEn);
}
