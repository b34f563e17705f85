import { describe, expect, it } from 'vitest';
import { isOwnFirstApproval, isOwnRequest, withdrawalOutcome } from './decisions';

describe('withdrawal decisions', () => {
  it('tell a recorded first approval from an approval that paid out', () => {
    expect(withdrawalOutcome({ status: 'pending', awaitingSecondApproval: true })).toBe('awaitingSecond');
    expect(withdrawalOutcome({ status: 'pending', awaitingSecondApproval: false })).toBe('pending');
    expect(withdrawalOutcome({ status: 'approved', awaitingSecondApproval: false })).toBe('approved');
    expect(withdrawalOutcome({ status: 'paid', awaitingSecondApproval: false })).toBe('paid');
    expect(withdrawalOutcome({ status: 'rejected', awaitingSecondApproval: false })).toBe('rejected');
  });

  it('know whose first approval it was', () => {
    const firstApproval = { operatorId: 3, operatorName: 'ana', at: '2026-12-06T12:00:00.000Z' };
    expect(isOwnFirstApproval({ firstApproval }, 3)).toBe(true);
    expect(isOwnFirstApproval({ firstApproval }, 4)).toBe(false);
    expect(isOwnFirstApproval({ firstApproval: null }, 3)).toBe(false);
    expect(isOwnFirstApproval({ firstApproval }, undefined)).toBe(false);
  });
});

describe('adjustment decisions', () => {
  it('know an own request; a key or the CLI asked with no operator id', () => {
    expect(isOwnRequest({ requestedBy: { id: 5, name: 'bob' } }, 5)).toBe(true);
    expect(isOwnRequest({ requestedBy: { id: null, name: 'api-key:ops' } }, 5)).toBe(false);
  });
});
