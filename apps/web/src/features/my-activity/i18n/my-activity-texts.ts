import { i18next } from '../../../lib/i18n/i18n';

const myActivityPt = {
  intro: 'Tudo o que você depositou, sacou, apostou e ganhou nos últimos 12 meses.',
  net: 'Resultado',
  netHint: 'Ganhos menos apostas',
  deposits: 'Depósitos',
  withdrawals: 'Saques',
  stakes: 'Apostas',
  wins: 'Ganhos',
  timePlayed: 'Tempo de jogo',
  month: 'Mês',
  total: 'Total',
  chartTitle: 'Resultado por mês',
  chartSummary: 'Resultado por mês, de {{first}} a {{last}}. Os valores estão na tabela abaixo.',
  tableTitle: 'Mês a mês',
  tableLabel: 'Depósitos, saques, apostas, ganhos, resultado e tempo de jogo por mês',
  timeNote: 'Tempo de jogo: tempo registrado desde que você definiu um limite.',
  export: 'Exportar CSV',
  fileName: 'minha-atividade-{{month}}.csv',
  failed: 'Não foi possível carregar sua atividade.',
  retry: 'Tentar de novo',
};

const myActivityEn: typeof myActivityPt = {
  intro: 'Everything you deposited, withdrew, staked and won over the last 12 months.',
  net: 'Net result',
  netHint: 'Wins minus stakes',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  stakes: 'Stakes',
  wins: 'Wins',
  timePlayed: 'Time played',
  month: 'Month',
  total: 'Total',
  chartTitle: 'Net result by month',
  chartSummary: 'Net result by month, from {{first}} to {{last}}. The amounts are in the table below.',
  tableTitle: 'Month by month',
  tableLabel: 'Deposits, withdrawals, stakes, wins, net result and time played by month',
  timeNote: 'Time played: time recorded since you set a limit.',
  export: 'Export CSV',
  fileName: 'my-activity-{{month}}.csv',
  failed: 'Your activity could not be loaded.',
  retry: 'Try again',
};

/** Namespace "myActivity", added when the statement loads. */
export function registerMyActivityTexts(): void {
  if (i18next.hasResourceBundle('pt', 'myActivity')) return;
  i18next.addResourceBundle('pt', 'myActivity', myActivityPt);
  i18next.addResourceBundle('en', 'myActivity', myActivityEn);
}
