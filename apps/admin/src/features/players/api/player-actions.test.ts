import { describe, expect, it } from 'vitest';
import { playerActionBodySchema, playerPasswordResetBodySchema, playerStatusBodySchema } from '@app/contract';
import { playerActionRequest } from './player-actions';

describe('player action requests', () => {
  it('disables and enables through the status call', () => {
    expect(playerActionRequest('disable', 7, ' chargeback fraud ')).toEqual({
      url: '/wps/operator/players/7/status',
      values: { status: 'disabled', reason: 'chargeback fraud' },
    });
    const enable = playerActionRequest('enable', 7, 'cleared by risk');
    expect(enable.values).toEqual({ status: 'active', reason: 'cleared by risk' });
    expect(playerStatusBodySchema.safeParse(enable.values).success).toBe(true);
  });

  it('sends the other actions to their own paths with bodies the server accepts', () => {
    const logout = playerActionRequest('logout', 9, 'lost phone');
    expect(logout.url).toBe('/wps/operator/players/9/logout');
    expect(playerActionBodySchema.safeParse(logout.values).success).toBe(true);
    expect(playerActionRequest('unlock', 9, 'asked by phone').url).toBe('/wps/operator/players/9/unlock');
    const reset = playerActionRequest('passwordReset', 9, 'forgot it', 'en');
    expect(reset).toEqual({ url: '/wps/operator/players/9/password-reset', values: { reason: 'forgot it', language: 'en' } });
    expect(playerPasswordResetBodySchema.safeParse(reset.values).success).toBe(true);
  });
});
