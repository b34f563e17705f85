import type { TFunction } from 'i18next';
import type { Language, Report, ReportRow } from '@app/contract';
import { formatDay } from '../../lib/format/time';

/** What a person reads for a row: the day as the screens write days, the agent's name or "no agent", the game's name. */
export function rowLabel(report: Pick<Report, 'groupBy'>, row: ReportRow, t: TFunction, language: Language): string {
  if (report.groupBy === 'day') return formatDay(row.key, language);
  if (report.groupBy === 'agent' && row.key === '0') return t('noAgent');
  return row.label || row.key;
}

/** Groupings with money flows (deposits, bonuses, players): the game-like ones carry play only. */
export const hasFlows = (report: Pick<Report, 'groupBy'>) => report.groupBy === 'day' || report.groupBy === 'agent';

/** How many rows a chart of games, vendors, categories or agents shows (the biggest GGR first, as the server sorts). */
export const CHART_TOP = 15;

export interface ChartPoint {
  label: string;
  ggr: number;
  ngr: number;
  bets: number;
}

/** Rows as chart points: amounts as numbers (a chart needs no centavo past what a double holds). */
export function chartPointsOf(report: Report, t: TFunction, language: Language): ChartPoint[] {
  const rows = report.groupBy === 'day' ? report.rows : report.rows.slice(0, CHART_TOP);
  return rows.map((row) => ({
    label: report.groupBy === 'day' ? formatDay(row.key, language, true) : rowLabel(report, row, t, language),
    ggr: Number(row.ggr),
    ngr: Number(row.ngr),
    bets: Number(row.bets),
  }));
}
