import { describe, expect, it } from 'vitest';
import { matchClock, matchDay } from './match-time';

// Local times: the card shows the device's clock.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('match card day and time (SPEC §2)', () => {
  const now = new Date(2026, 10, 23, 22, 30);

  it('reads Today and Tomorrow by calendar day, not by 24 hours', () => {
    expect(matchDay(at(2026, 11, 23, 23, 59), 'pt', now)).toEqual({ kind: 'today' });
    expect(matchDay(at(2026, 11, 24, 0, 5), 'pt', now)).toEqual({ kind: 'tomorrow' });
    expect(matchDay(at(2026, 11, 24, 23, 0), 'en', now)).toEqual({ kind: 'tomorrow' });
  });

  it('else DD-MMM in the site language', () => {
    expect(matchDay(at(2026, 11, 25, 15), 'pt', now)).toEqual({ kind: 'date', text: '25-nov' });
    expect(matchDay(at(2027, 2, 3, 15), 'pt', now)).toEqual({ kind: 'date', text: '03-fev' });
    expect(matchDay(at(2027, 2, 3, 15), 'en', now)).toEqual({ kind: 'date', text: '03-Feb' });
    expect(matchDay(at(2026, 11, 22, 15), 'en', now)).toEqual({ kind: 'date', text: '22-Nov' });
  });

  it('shows the time as HH:mm', () => {
    expect(matchClock(at(2026, 11, 25, 7, 5))).toBe('07:05');
    expect(matchClock(at(2026, 11, 25, 21, 45))).toBe('21:45');
  });
});
