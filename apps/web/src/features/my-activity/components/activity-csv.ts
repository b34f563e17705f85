import type { ActivityTotals, MyActivity } from '@app/contract';
import { formatHoursMinutes } from './activity-format';

/** The column titles and the totals row's label, translated by the caller. */
export interface CsvTexts {
  month: string;
  deposits: string;
  withdrawals: string;
  stakes: string;
  wins: string;
  net: string;
  timePlayed: string;
  total: string;
}

/** Excel and LibreOffice read a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

/**
 * The statement as CSV, oldest month first, then the totals. In Portuguese the decimal mark is a comma, so cells are
 * separated by semicolons (what a spreadsheet set to pt-BR expects); in English by commas with a decimal point.
 * Amounts carry no thousands separator and no currency sign, so they stay numbers; months are YYYY-MM.
 */
export function activityCsv(data: MyActivity, language: string, texts: CsvTexts): string {
  const pt = language !== 'en';
  const separator = pt ? ';' : ',';
  const amount = (value: string) => (pt ? value.replace('.', ',') : value);
  const cell = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const line = (label: string, figures: ActivityTotals) =>
    [label, ...AMOUNTS.map((key) => amount(figures[key])), formatHoursMinutes(figures.secondsPlayed)].join(separator);
  const header = [texts.month, ...AMOUNTS.map((key) => texts[key]), texts.timePlayed].map(cell).join(separator);
  const rows = data.months.map((month) => line(month.month, month));
  return [header, ...rows, line(cell(texts.total), data.totals)].join('\r\n') + '\r\n';
}

/** Hands the file to the browser's download, with the mark that makes spreadsheets read it as UTF-8. */
export function downloadCsv(content: string, fileName: string): void {
  const blob = new Blob([CSV_BOM + content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Safari starts the download after the click returns: the URL lives until the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
