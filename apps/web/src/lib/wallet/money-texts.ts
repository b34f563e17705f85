import { i18next } from '../i18n/i18n';

/** Texts shared by the money screens (namespace "money"), loaded with them only. */
const moneyPt = {
  amount: 'Valor',
  amountPlaceholder: 'Ex.: 50 ou 50,25',
  amount_below_min: 'O valor mínimo é {{amount}}.',
  amount_above_max: 'O valor máximo é {{amount}}.',
  amount_above_daily: 'Acima do limite diário restante ({{amount}}).',
  amount_above_balance: 'Acima do saldo disponível ({{amount}}).',
  limitMin: 'Mínimo {{amount}}',
  limitMax: 'Máximo {{amount}}',
  limitDaily: 'Restante hoje {{amount}} de {{max}}',
  empty: 'Nada por aqui ainda.',
  loadFailed: 'Não foi possível carregar. Toque para tentar novamente.',
  submitting: 'Aguarde…',
  expectedBy: 'Previsão de pagamento: {{time}}',
  overdue: 'Atrasado —',
  contactSupport: 'fale com o suporte',
};

const moneyEn: typeof moneyPt = {
  amount: 'Amount',
  amountPlaceholder: 'E.g. 50 or 50.25',
  amount_below_min: 'The minimum amount is {{amount}}.',
  amount_above_max: 'The maximum amount is {{amount}}.',
  amount_above_daily: 'Above the daily limit left ({{amount}}).',
  amount_above_balance: 'Above the available balance ({{amount}}).',
  limitMin: 'Minimum {{amount}}',
  limitMax: 'Maximum {{amount}}',
  limitDaily: 'Left today {{amount}} of {{max}}',
  empty: 'Nothing here yet.',
  loadFailed: 'Could not load. Tap to try again.',
  submitting: 'Please wait…',
  expectedBy: 'Expected payment: {{time}}',
  overdue: 'Late —',
  contactSupport: 'contact support',
};

export function registerMoneyTexts(): void {
  if (i18next.hasResourceBundle('pt', 'money')) return;
  i18next.addResourceBundle('pt', 'money', moneyPt);
  i18next.addResourceBundle('en', 'money', moneyEn);
}
