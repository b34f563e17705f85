import { i18next } from '../i18n/i18n';

/**
 * Namespace "limits": what the registration form and the responsible-gaming page both say about limits (kinds,
 * periods, the bounds' messages, the risk warning), added by whichever loads first.
 */
const limitsPt = {
  kinds: { loss: 'Limite de perdas', time: 'Limite de tempo', deposit: 'Limite de depósitos', bet: 'Limite de apostas' },
  periods: { day: 'Por dia', week: 'Por semana', month: 'Por mês' },
  period: 'Período',
  amount: 'Valor',
  hours: 'Horas',
  minutes: 'Minutos',
  duration: '{{hours}} h {{minutes}} min',
  durationHours: '{{hours}} h',
  durationMinutes: '{{minutes}} min',
  errors: {
    required: 'Informe este limite.',
    amountFormat: 'Informe um valor como 50 ou 50,25.',
    amountRange: 'O valor deve ficar entre R$ 1,00 e R$ 1.000.000,00.',
    minutesFormat: 'Use apenas números inteiros.',
    minutesRange: 'O tempo deve ficar entre 15 minutos e {{max}} horas neste período.',
  },
  riskWarning:
    'Apostas envolvem risco de perda financeira e podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.',
};

const limitsEn: typeof limitsPt = {
  kinds: { loss: 'Loss limit', time: 'Time limit', deposit: 'Deposit limit', bet: 'Betting limit' },
  periods: { day: 'Per day', week: 'Per week', month: 'Per month' },
  period: 'Period',
  amount: 'Amount',
  hours: 'Hours',
  minutes: 'Minutes',
  duration: '{{hours}} h {{minutes}} min',
  durationHours: '{{hours}} h',
  durationMinutes: '{{minutes}} min',
  errors: {
    required: 'Enter this limit.',
    amountFormat: 'Enter an amount like 50 or 50.25.',
    amountRange: 'The amount must be between R$ 1.00 and R$ 1,000,000.00.',
    minutesFormat: 'Use whole numbers only.',
    minutesRange: 'The time must be between 15 minutes and {{max}} hours for this period.',
  },
  riskWarning: 'Betting involves the risk of financial loss and can be addictive. Play responsibly. Forbidden for anyone under 18.',
};

export function registerLimitTexts(): void {
  if (i18next.hasResourceBundle('pt', 'limits')) return;
  i18next.addResourceBundle('pt', 'limits', limitsPt);
  i18next.addResourceBundle('en', 'limits', limitsEn);
}
