import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { intervalText } from './job-interval';

/** A stand-in for i18next's t over the English texts: enough to read the choice of unit. */
const t = ((key: string, values?: { count?: number; time?: string }) =>
  ({
    off: 'off',
    every: `every ${values?.time}`,
    seconds: `${values?.count} s`,
    minutes: `${values?.count} min`,
    hours: `${values?.count} h`,
  })[key] ?? key) as unknown as TFunction;

describe('a job interval as the list says it', () => {
  it('picks the largest whole unit, and says off for 0', () => {
    expect(intervalText(t, 0)).toBe('off');
    expect(intervalText(t, 1_000)).toBe('every 1 s');
    expect(intervalText(t, 500)).toBe('every 1 s');
    expect(intervalText(t, 90_000)).toBe('every 90 s');
    expect(intervalText(t, 300_000)).toBe('every 5 min');
    expect(intervalText(t, 5_400_000)).toBe('every 90 min');
    expect(intervalText(t, 7_200_000)).toBe('every 2 h');
  });
});
