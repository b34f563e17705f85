/*
 * The one CSV writer (the back office's reports, the member's statement): RFC 4180 quoting, CRLF line ends, the
 * header first. The separator is a choice because a spreadsheet set to Portuguese reads ';' with decimal commas.
 */

export type CsvValue = string | number | null;
export type CsvSeparator = ',' | ';';

/** A signed decimal in either notation: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection); plain numbers stay numbers. */
export function csvCell(value: CsvValue, separator: CsvSeparator = ','): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  const needsQuotes = text.includes('"') || text.includes('\r') || text.includes('\n') || text.includes(separator);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and rows as CSV text, every line ended by CRLF. */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvValue[]>, separator: CsvSeparator = ','): string {
  const lines = [header.map((name) => csvCell(name, separator)).join(separator)];
  for (const row of rows) lines.push(row.map((value) => csvCell(value, separator)).join(separator));
  return `${lines.join('\r\n')}\r\n`;
}

/** Excel and LibreOffice read a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';
