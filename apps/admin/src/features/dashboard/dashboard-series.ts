import type { TFunction } from 'i18next';
import type { DashboardDay, Language } from '@app/contract';
import type { CsvColumn } from '../../lib/csv/csv';
import { formatDay } from '../../lib/format/time';
import { plainMoney } from '../../lib/format/money';

/** One day on the chart: amounts as numbers (a chart needs no centavo past what a double holds), counts as they are. */
export interface ChartPoint {
  day: string;
  label: string;
  deposits: number;
  withdrawals: number;
  ggr: number;
  registrations: number;
  firstDeposits: number;
  activePlayers: number;
}

export function chartPoints(series: readonly DashboardDay[], language: Language): ChartPoint[] {
  return series.map((day) => ({
    day: day.day,
    label: formatDay(day.day, language, true),
    deposits: Number(day.deposits.amount),
    withdrawals: Number(day.withdrawalsPaid.amount),
    ggr: Number(day.ggr),
    registrations: day.registrations,
    firstDeposits: day.firstDeposits.count,
    activePlayers: day.activePlayers,
  }));
}

/** The days table's file: plain decimals and ISO days, whatever the screen language. */
export function dashboardCsvColumns(t: TFunction): CsvColumn<DashboardDay>[] {
  const count = (label: string) => `${label} (${t('dashboard:countShort')})`;
  const amount = (label: string) => `${label} (${t('dashboard:amount')})`;
  return [
    { header: t('dashboard:day'), value: (d) => d.day },
    { header: t('dashboard:registrations'), value: (d) => d.registrations },
    { header: count(t('dashboard:firstDeposits')), value: (d) => d.firstDeposits.count },
    { header: amount(t('dashboard:firstDeposits')), value: (d) => plainMoney(d.firstDeposits.amount) },
    { header: count(t('dashboard:deposits')), value: (d) => d.deposits.count },
    { header: amount(t('dashboard:deposits')), value: (d) => plainMoney(d.deposits.amount) },
    { header: count(t('dashboard:withdrawalsPaid')), value: (d) => d.withdrawalsPaid.count },
    { header: amount(t('dashboard:withdrawalsPaid')), value: (d) => plainMoney(d.withdrawalsPaid.amount) },
    { header: t('dashboard:bets'), value: (d) => plainMoney(d.bets) },
    { header: t('dashboard:wins'), value: (d) => plainMoney(d.wins) },
    { header: t('dashboard:ggr'), value: (d) => plainMoney(d.ggr) },
    { header: t('dashboard:activePlayers'), value: (d) => d.activePlayers },
  ];
}
