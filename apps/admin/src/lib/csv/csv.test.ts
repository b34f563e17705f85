import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('writes nothing for null and undefined, text for numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
  });

  it('defuses formulas but keeps negative amounts numeric', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-')).toBe("'-");
  });
});

describe('toCsv', () => {
  it('writes a header row and one CRLF line per row', () => {
    const rows = [
      { name: 'Ana', amount: '10.00' },
      { name: 'Bia, Jr.', amount: '-2.50' },
    ];
    const text = toCsv(rows, [
      { header: 'Name', value: (r) => r.name },
      { header: 'Amount', value: (r) => r.amount },
    ]);
    expect(text).toBe('Name,Amount\r\nAna,10.00\r\n"Bia, Jr.",-2.50\r\n');
  });
});
