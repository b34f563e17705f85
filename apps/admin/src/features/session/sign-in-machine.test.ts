import { describe, expect, it } from 'vitest';
import { groupedSecret, initialSignIn, isTicketError, signInReducer } from './sign-in-machine';

describe('signInReducer', () => {
  it('goes to enrolment when the operator has no second factor yet', () => {
    const state = signInReducer(initialSignIn(), {
      type: 'passwordAccepted',
      username: 'boss',
      answer: { next: 'enrol', ticket: 't1', secret: 'ABCD', otpauthUri: 'otpauth://totp/x' },
    });
    expect(state).toEqual({ step: 'enrol', username: 'boss', ticket: 't1', secret: 'ABCD', otpauthUri: 'otpauth://totp/x' });
  });

  it('asks for a code when the operator is enrolled', () => {
    const state = signInReducer(initialSignIn('operator.session.expired'), {
      type: 'passwordAccepted',
      username: 'boss',
      answer: { next: 'totp', ticket: 't2' },
    });
    expect(state).toEqual({ step: 'code', username: 'boss', ticket: 't2' });
  });

  it('goes back to the password with a notice when the ticket is refused', () => {
    const code = signInReducer(initialSignIn(), { type: 'passwordAccepted', username: 'a', answer: { next: 'totp', ticket: 't' } });
    const rejected = signInReducer(code, { type: 'ticketRejected', errorCode: 'operator.ticket.invalid' });
    expect(rejected).toEqual({ step: 'password', notice: 'operator.ticket.invalid' });
  });

  it('ignores a late password answer once past the password step, and restarts clean', () => {
    const code = signInReducer(initialSignIn(), { type: 'passwordAccepted', username: 'a', answer: { next: 'totp', ticket: 't' } });
    const again = signInReducer(code, { type: 'passwordAccepted', username: 'b', answer: { next: 'totp', ticket: 'u' } });
    expect(again).toBe(code);
    expect(signInReducer(code, { type: 'restart' })).toEqual({ step: 'password' });
    const password = initialSignIn('operator.session.expired');
    expect(signInReducer(password, { type: 'ticketRejected', errorCode: 'login.account.locked' })).toBe(password);
  });
});

describe('helpers', () => {
  it('tells a dead ticket from a wrong code', () => {
    expect(isTicketError('operator.ticket.invalid')).toBe(true);
    expect(isTicketError('login.account.locked')).toBe(true);
    expect(isTicketError('operator.totp.invalid')).toBe(false);
  });

  it('groups the secret by four for typing', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupedSecret('ABC')).toBe('ABC');
  });
});
