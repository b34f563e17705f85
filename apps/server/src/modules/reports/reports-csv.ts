import type { Report, ReportRow } from '@app/contract';
import { csvText } from '../../infra/csv-writer.js';

const COLUMNS: Array<[string, (r: ReportRow) => string | number | null]> = [
  ['key', (r) => r.key],
  ['label', (r) => r.label],
  ['rounds', (r) => r.rounds],
  ['bets', (r) => r.bets],
  ['wins', (r) => r.wins],
  ['ggr', (r) => r.ggr],
  ['bonus_cost', (r) => r.bonusCost],
  ['ngr', (r) => r.ngr],
  ['deposits_count', (r) => r.deposits.count],
  ['deposits', (r) => r.deposits.amount],
  ['withdrawals_count', (r) => r.withdrawals.count],
  ['withdrawals', (r) => r.withdrawals.amount],
  ['first_deposits_count', (r) => r.firstDeposits.count],
  ['first_deposits', (r) => r.firstDeposits.amount],
  ['registrations', (r) => r.registrations],
  ['active_players', (r) => r.activePlayers],
];

/** The report's rows as RFC 4180 CSV (CRLF, header first), amounts as decimal strings with two places. */
export function reportCsv(report: Report): string {
  return csvText(
    COLUMNS.map(([name]) => name),
    report.rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  );
}

export const reportFileName = (report: Report) => `report-${report.groupBy}-${report.from}-${report.to}.csv`;
