import { describe, expect, it } from 'vitest';
import { formatOfFileName, problemRows } from './import-file';

describe('catalogue import files', () => {
  it('are read by their extension, whatever its case', () => {
    expect(formatOfFileName('games.CSV')).toBe('csv');
    expect(formatOfFileName('export.json')).toBe('json');
    expect(formatOfFileName('games.xlsx')).toBeNull();
    expect(formatOfFileName('csv')).toBeNull();
  });

  it('name each bad game by its number and, in a CSV, by its line under the header', () => {
    const report = {
      rows: 3,
      inserted: 0,
      updated: 0,
      disabled: 0,
      vendorsAdded: [],
      applied: false,
      problems: [
        { row: 2, field: 'rtp', message: 'O RTP…' },
        { row: 0, field: '', message: 'too many' },
      ],
    };
    expect(problemRows(report, 'csv').map((p) => [p.row, p.line])).toEqual([
      [2, 3],
      [0, null],
    ]);
    expect(problemRows(report, 'json')[0]!.line).toBeNull();
  });
});
