import { describe, expect, it } from 'vitest';
import { downloadPath, fileNameOf, fileSize } from './regulator-download';

describe('regulator file downloads', () => {
  it('asks the day and file of the contract path', () => {
    expect(downloadPath('2026-12-05', 'bets')).toBe('/wps/operator/regulator/files/2026-12-05/download/bets');
    expect(downloadPath('2026-12-05', 'manifest')).toBe('/wps/operator/regulator/files/2026-12-05/download/manifest');
  });

  it("keeps the server's file name, or makes one of the day", () => {
    expect(fileNameOf('attachment; filename="demo-2026-12-05-bets.csv"', '2026-12-05', 'bets')).toBe('demo-2026-12-05-bets.csv');
    expect(fileNameOf(null, '2026-12-05', 'movements')).toBe('2026-12-05-movements.csv');
    expect(fileNameOf(null, '2026-12-05', 'manifest')).toBe('2026-12-05-manifest.json');
  });

  it('shows sizes in decimal units', () => {
    expect(fileSize(0)).toBe('0 B');
    expect(fileSize(999)).toBe('999 B');
    expect(fileSize(1_500)).toBe('1.5 kB');
    expect(fileSize(12_345_678)).toBe('12.3 MB');
  });
});
