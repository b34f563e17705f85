import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-writer.js';

describe('csv writer', () => {
  it('defuses cells a spreadsheet would run as formulas, leaving signed numbers numbers', () => {
    expect(['=1+1', '+55 11', '-x', '@SUM(A1)', '\tcmd'].map((v) => csvCell(v))).toEqual([
      "'=1+1",
      "'+55 11",
      "'-x",
      "'@SUM(A1)",
      "'\tcmd",
    ]);
    expect(csvCell('-20.00')).toBe('-20.00');
    expect(csvCell('-20,00', ';')).toBe('-20,00');
    expect(csvCell(null)).toBe('');
  });

  it('quotes what holds the separator, a quote or a line break', () => {
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('a;b', ',')).toBe('a;b');
    expect(csvCell('1,50', ',')).toBe('"1,50"');
    expect(csvCell('say "hi"\nbye')).toBe('"say ""hi""\nbye"');
    expect(csvCell('=a;b', ';')).toBe(`"'=a;b"`);
  });

  it('writes the header, then the rows, each line ended by CRLF', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['1', null],
          ['x', 2],
        ],
        ';',
      ),
    ).toBe('a;b\r\n1;\r\nx;2\r\n');
  });
});
