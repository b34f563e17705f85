import { describe, expect, it } from 'vitest';
import { SMS_NUMBER_CAPS } from '@app/contract';
import { nextSendAt, recordSend, SMS_RESEND_MS, waitText } from './sms-resend';

const MIN = 60_000;

describe('when a number may get another SMS code', () => {
  it('60 s after the last code, not when the 5-minute code expires', () => {
    expect(nextSendAt([])).toBe(0);
    expect(nextSendAt([1_000_000])).toBe(1_000_000 + SMS_RESEND_MS);
  });

  it('waits out the server caps: a fourth code within 15 minutes, an eleventh within a day', () => {
    const t0 = 10_000_000;
    // Three codes a minute apart: the fourth only once the first left the 15-minute window.
    expect(nextSendAt([t0, t0 + MIN, t0 + 2 * MIN])).toBe(t0 + 15 * MIN);
    // Two codes: no cap reached, the countdown alone.
    expect(nextSendAt([t0, t0 + MIN])).toBe(t0 + 2 * MIN);
    // Ten codes in a day (three per quarter hour): the eleventh a day after the first.
    const day = Array.from({ length: 10 }, (_, i) => t0 + Math.floor(i / 3) * 16 * MIN + (i % 3) * MIN);
    expect(nextSendAt(day)).toBe(t0 + 24 * 60 * MIN);
    expect(SMS_NUMBER_CAPS.map((c) => c.max)).toEqual([3, 10]);
  });

  it('keeps a day of sends per number, under a hash rather than the number', () => {
    const day = 24 * 60 * MIN;
    const log = recordSend({ old: [1], other: [5 * day] }, '+5511987654321', 5 * day + MIN);
    expect(Object.keys(log)).toHaveLength(2);
    expect(JSON.stringify(log)).not.toContain('11987654321');
    expect(log.other).toEqual([5 * day]);
  });

  it('writes a short wait in seconds and a long one as a clock', () => {
    const short = (s: number) => `${s} s`;
    expect(waitText(60, short)).toBe('60 s');
    expect(waitText(61, short)).toBe('01:01');
    expect(waitText(14 * 60 + 5, short)).toBe('14:05');
    expect(waitText(3 * 3600 + 5 * 60 + 10, short)).toBe('3:05:10');
  });
});
