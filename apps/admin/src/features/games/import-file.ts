import type { CatalogueImportReport } from '@app/contract';

export type CatalogueFileFormat = 'csv' | 'json';

/** The format a picked file is read as, from its name (as the command line decides); null for anything else. */
export function formatOfFileName(name: string): CatalogueFileFormat | null {
  if (/\.csv$/i.test(name)) return 'csv';
  if (/\.json$/i.test(name)) return 'json';
  return null;
}

export interface ProblemRow {
  key: string;
  row: number;
  /** The line of a CSV file the game is on (its header is line 1); null for JSON or a problem of the whole file. */
  line: number | null;
  field: string;
  message: string;
}

/** The dry run's problems as the report table shows them: the game's number and, for CSV, its line in the file. */
export function problemRows(report: CatalogueImportReport, format: CatalogueFileFormat): ProblemRow[] {
  return report.problems.map((p, index) => ({
    key: `${index}`,
    row: p.row,
    line: format === 'csv' && p.row > 0 ? p.row + 1 : null,
    field: p.field,
    message: p.message,
  }));
}
