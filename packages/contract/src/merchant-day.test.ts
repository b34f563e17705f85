import { describe, expect, it } from 'vitest';
import { addMerchantDays, merchantDayOf, merchantDayStart } from './merchant-day.js';

describe('merchant days (UTC−3)', () => {
  it('puts the three hours before midnight UTC on the previous day, as a phone in São Paulo does', () => {
    expect(merchantDayOf(Date.parse('2026-11-27T01:10:00Z'))).toBe('2026-11-26');
    expect(merchantDayOf(Date.parse('2026-11-27T02:59:59.999Z'))).toBe('2026-11-26');
    expect(merchantDayOf(Date.parse('2026-11-27T03:00:00Z'))).toBe('2026-11-27');
  });

  it('starts a day at 03:00 UTC and steps across month ends', () => {
    expect(merchantDayStart('2026-11-27').toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(addMerchantDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addMerchantDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
