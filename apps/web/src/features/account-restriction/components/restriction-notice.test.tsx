import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API, NATIONAL_SELF_EXCLUSION_URL, REALITY_CHECK_DEFAULT_MINUTES, type ProtectionStatus } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

function statusWith(restriction: ProtectionStatus['restriction']): ProtectionStatus {
  return {
    limitsRequired: true,
    missing: [],
    limits: [],
    exclusion: null,
    selfExclusionUrl: NATIONAL_SELF_EXCLUSION_URL,
    realityCheckMinutes: REALITY_CHECK_DEFAULT_MINUTES,
    identity: { required: true, verified: true },
    restriction,
  };
}

function open(path: string, restriction: ProtectionStatus['restriction']) {
  const api = fakeApi({ [API.protection]: () => ({ value: statusWith(restriction) }) });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp(path);
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notice of a restricted account', () => {
  it('tells a barred member on the home page until when to withdraw, with the way to it', async () => {
    open('/m/home', { kind: 'barred', since: '2026-12-07T13:00:00Z', until: '2026-12-09T13:00:00Z' });
    const notice = await screen.findByTestId('restriction-notice');
    expect(notice.textContent).toContain('Sua conta não pode mais apostar nem depositar');
    expect(notice.textContent).toContain('Saque seu saldo até 09/12/2026');
    expect(screen.getByTestId('restriction-withdraw').getAttribute('href')).toBe('/m/withdraw');
  });

  it('shows nothing to a member without a restriction', async () => {
    const { calls } = open('/m/home', null);
    await waitFor(() => expect(calls.some((c) => c.path === API.protection)).toBe(true));
    expect(screen.queryByTestId('restriction-notice')).toBeNull();
  });
});
