import { describe, expect, it } from 'vitest';
import { expectationOf } from './payout-expectation.js';

const MINUTE = 60_000;
const requested = new Date('2026-03-10T12:00:00.000Z');
const row = (status: 'pending' | 'approved' | 'paid' | 'rejected' | 'failed', approvedAfterMinutes = 0) => ({
  status,
  createdAt: requested,
  updatedAt: new Date(requested.getTime() + approvedAfterMinutes * MINUTE),
});
const at = (minutes: number) => requested.getTime() + minutes * MINUTE;

describe('expectationOf', () => {
  it('expects a request under review within a day of it, and calls it overdue from then on', () => {
    expect(expectationOf(row('pending'), false, at(10))).toEqual({ expectedBy: '2026-03-11T12:00:00.000Z', overdue: false });
    expect(expectationOf(row('pending'), false, at(24 * 60 - 1))?.overdue).toBe(false);
    expect(expectationOf(row('pending'), false, at(24 * 60))?.overdue).toBe(true);
  });

  it('expects an approved PIX payout within 30 minutes of the approval, not of the request', () => {
    expect(expectationOf(row('approved', 300), false, at(310))).toEqual({ expectedBy: '2026-03-10T17:30:00.000Z', overdue: false });
    expect(expectationOf(row('approved', 300), false, at(330))?.overdue).toBe(true);
  });

  it('holds to the legal deadline (120 minutes from the request) under a profile that has one', () => {
    expect(expectationOf(row('pending'), true, at(119))).toEqual({ expectedBy: '2026-03-10T14:00:00.000Z', overdue: false });
    expect(expectationOf(row('approved', 100), true, at(121))).toEqual({ expectedBy: '2026-03-10T14:00:00.000Z', overdue: true });
  });

  it('has nothing to expect once the money has left or come back', () => {
    for (const status of ['paid', 'rejected', 'failed'] as const) expect(expectationOf(row(status), true, at(5_000))).toBeNull();
  });
});
