export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of RFC 4180: quoted when it holds a comma, a quote or a line break. Text that a spreadsheet would run as a
 * formula gets a leading apostrophe (a player's name may be `=HYPERLINK(...)`); plain numbers such as "-12.50" stay
 * numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one line per row, CRLF-separated as RFC 4180 says. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the text as a file; the byte-order mark makes Excel read the accents as UTF-8. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
