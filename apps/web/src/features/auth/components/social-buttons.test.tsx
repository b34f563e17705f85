import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, whitelabelFlags, type Whitelabel } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { getIdToken, setIdTokenAdapter, SocialNotConfigured } from '../social/id-token-adapter';

afterEach(() => {
  vi.unstubAllGlobals();
  setIdTokenAdapter(null);
  useSessionStore.getState().clearSession();
});

const withFlags = (on: (keyof Whitelabel)[]) => {
  const status = makeStatus();
  const whitelabel = Object.fromEntries(whitelabelFlags.map((f) => [f, on.includes(f) || f === 'USERNAMEREG3'])) as Whitelabel;
  return { ...status, info: { ...status.info, whitelabel } };
};
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.fake-id-token.signature';

describe('social sign-in buttons', () => {
  it('shows nothing and asks nothing when both flags are off', async () => {
    const { calls } = fakeApi({
      [API.identityProviders]: () => ({ value: { google: { clientId: 'g' }, facebook: { appId: 'f' }, phone: null } }),
    });
    renderApp('/m/login');
    await screen.findByTestId('login-submit');
    expect(screen.queryByTestId('social-buttons')).toBeNull();
    expect(calls.some((c) => c.path === API.identityProviders)).toBe(false);
  });

  it('shows a provider only when it is set up AND its flag is on', async () => {
    fakeApi({ [API.identityProviders]: () => ({ value: { google: null, facebook: { appId: 'fb-app' }, phone: null } }) });
    renderApp('/m/login', withFlags(['GOOGLELOGIN3', 'FACEBOOKLOGIN3']));
    expect(await screen.findByTestId('social-facebook')).toBeTruthy();
    expect(screen.queryByTestId('social-google')).toBeNull();
  });

  it('gets the ID token from the adapter, sends it sealed and logs in like the username login', async () => {
    const adapter = { getIdToken: vi.fn(() => Promise.resolve(ID_TOKEN)) };
    setIdTokenAdapter(adapter);
    const { calls } = fakeApi({
      [API.identityProviders]: () => ({ value: { google: { clientId: 'g-client' }, facebook: null, phone: null } }),
      [API.socialLogin]: () => ({ value: sessionValue('gmail_user') }),
    });
    renderApp('/m/register', withFlags(['GOOGLELOGIN3']));
    fireEvent.click(await screen.findByTestId('social-google'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(adapter.getIdToken).toHaveBeenCalledWith('google', 'g-client');
    const call = calls.find((c) => c.path === API.socialLogin);
    expect(call?.body).toEqual({ provider: 'google', idToken: ID_TOKEN });
    expect(useSessionStore.getState().session?.userName).toBe('gmail_user');
  });

  it('the default adapter explains the provider SDK is not configured', async () => {
    await expect(getIdToken('google', 'x')).rejects.toBeInstanceOf(SocialNotConfigured);
    fakeApi({ [API.identityProviders]: () => ({ value: { google: { clientId: 'g' }, facebook: null, phone: null } }) });
    renderApp('/m/login', withFlags(['GOOGLELOGIN3']));
    fireEvent.click(await screen.findByTestId('social-google'));
    expect((await screen.findByTestId('toast')).textContent).toMatch(/não está configurado/);
  });
});
