import { describe, expect, it } from 'vitest';
import { merchantDaySchema } from './regulator.js';

describe('merchantDaySchema', () => {
  it('takes calendar days the database takes, and nothing else', () => {
    for (const day of ['2026-12-05', '2028-02-29', '1000-01-01']) expect(merchantDaySchema.safeParse(day).success, day).toBe(true);
    for (const day of ['2026-02-30', '2027-02-29', '2020-13-01', '0000-01-01', '2026-1-05', ' 2026-12-05', 'x']) {
      expect(merchantDaySchema.safeParse(day).success, day).toBe(false);
    }
  });
});
