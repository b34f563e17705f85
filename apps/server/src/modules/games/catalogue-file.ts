import { parse } from 'csv-parse/sync';

export type CatalogueFormat = 'json' | 'csv';

export class CatalogueFileError extends Error {}

const BOOLEAN_FIELDS = new Set(['isNew', 'isTop', 'supportPlay', 'demo', 'enabled']);
const TRUE = new Set(['true', '1', 'yes', 'y', 'sim', 's']);
const FALSE = new Set(['false', '0', 'no', 'n', 'nao', 'não']);

/** CSV cells are all text: empty cells fall back to the field's default, yes/no words become booleans. */
function fromCsvCells(record: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(record)) {
    const value = raw.trim();
    if (value === '') continue;
    const lower = value.toLowerCase();
    if (BOOLEAN_FIELDS.has(key) && TRUE.has(lower)) row[key] = true;
    else if (BOOLEAN_FIELDS.has(key) && FALSE.has(lower)) row[key] = false;
    else row[key] = value;
  }
  return row;
}

/**
 * The rows of an operator's catalogue file: a JSON array (or `{ "games": [...] }`)
 * or a CSV with a header line naming the fields. Rows are not validated here.
 */
export function parseCatalogueFile(text: string, format: CatalogueFormat): unknown[] {
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new CatalogueFileError(`not valid JSON: ${(error as Error).message}`);
    }
    const rows = Array.isArray(parsed) ? parsed : (parsed as { games?: unknown })?.games;
    if (!Array.isArray(rows)) throw new CatalogueFileError('a JSON catalogue is an array of games or an object with a "games" array');
    return rows;
  }
  try {
    const records = parse(text, { columns: true, skip_empty_lines: true, bom: true, trim: false }) as Array<Record<string, string>>;
    return records.map(fromCsvCells);
  } catch (error) {
    throw new CatalogueFileError(`not valid CSV: ${(error as Error).message}`);
  }
}

export function formatOfPath(path: string): CatalogueFormat {
  if (/\.json$/i.test(path)) return 'json';
  if (/\.csv$/i.test(path)) return 'csv';
  throw new CatalogueFileError('the file name must end in .json or .csv');
}
