import { merchantDayStart } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { csvField } from './csv-exporter.js';
import { merchantIso } from './merchant-time.js';
import { CATCH_UP_DAYS, dueDays } from './regulator.jobs.js';
import { firstKeptDay } from './regulator-retention.js';

describe('regulator schedule and format', () => {
  it('makes a day due 15 minutes after it ends in São Paulo, catching up the days before', () => {
    const midnight = merchantDayStart('2026-12-06').getTime();
    expect(CATCH_UP_DAYS).toBe(3);
    expect(dueDays(midnight + 14 * 60_000)).toEqual(['2026-12-04', '2026-12-03']);
    expect(dueDays(midnight + 15 * 60_000)).toEqual(['2026-12-05', '2026-12-04', '2026-12-03']);
    expect(dueDays(midnight - 1)).toEqual(['2026-12-04', '2026-12-03', '2026-12-02']);
  });

  it('keeps five years of files', () => {
    expect(firstKeptDay('2031-12-06')).toBe('2026-12-06');
    expect('2026-12-05' < firstKeptDay('2031-12-06')).toBe(true);
    expect(firstKeptDay('2032-02-29')).toBe('2027-02-29');
  });

  it('writes times with the merchant offset and quotes CSV fields that need it', () => {
    expect(merchantIso(new Date('2026-12-06T02:59:59.250Z'))).toBe('2026-12-05T23:59:59.250-03:00');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"\n')).toBe('"say ""hi""\n"');
    expect(csvField(null)).toBe('');
    expect(csvField(false)).toBe('false');
  });
});
