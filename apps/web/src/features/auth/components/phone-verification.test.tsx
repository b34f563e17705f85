import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, whitelabelFlags, type Whitelabel } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { CAPTCHA_IMAGE, fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { setPhoneVerificationAdapter, type PhoneVerificationAdapter } from '../phone/phone-verification-adapter';

afterEach(() => {
  vi.unstubAllGlobals();
  setPhoneVerificationAdapter(null);
  useSessionStore.getState().clearSession();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const withFlags = (on: (keyof Whitelabel)[]) => {
  const status = makeStatus();
  const whitelabel = Object.fromEntries(whitelabelFlags.map((f) => [f, on.includes(f)])) as Whitelabel;
  return { ...status, info: { ...status.info, whitelabel } };
};
const SETTINGS = { projectId: 'demo-bet', apiKey: 'AIza-public' };
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.phone-id-token.signature';
const providers = (phone: typeof SETTINGS | null) => ({ value: { google: null, facebook: null, phone } });

/** A provider stand-in: records the numbers it sends to, accepts `rightCode`, and can refuse to send. */
function fakeProvider(o: { rightCode?: string; sendFails?: boolean } = {}) {
  const sent: string[] = [];
  const confirmed: string[] = [];
  const adapter: PhoneVerificationAdapter = {
    sendCode: (phoneNumber, settings) => {
      expect(settings).toEqual(SETTINGS);
      sent.push(phoneNumber);
      if (o.sendFails) return Promise.reject(new Error('recaptcha closed'));
      return Promise.resolve({
        confirm: (code: string) => {
          confirmed.push(code);
          return code === (o.rightCode ?? '123456')
            ? Promise.resolve(ID_TOKEN)
            : Promise.reject(new Error('auth/invalid-verification-code'));
        },
      });
    },
  };
  setPhoneVerificationAdapter(adapter);
  return { sent, confirmed };
}

describe('phone verification by the identity provider', () => {
  it('without an adapter asks nothing of the provider settings and keeps our SMS code path', async () => {
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.smsNoLogin]: () => ({ value: { expirationTime: Date.now() + 60_000 } }),
    });
    renderApp('/m/login', withFlags(['USERNAMEREG3', 'REGMOBVERF3']));
    fireEvent.click(await screen.findByTestId('tab-mobileNum'));
    expect(await screen.findByTestId('field-captcha')).toBeTruthy();
    expect(calls.some((c) => c.path === API.identityProviders)).toBe(false);
  });

  it('with an adapter but the provider off at the server, uses our SMS code', async () => {
    const provider = fakeProvider();
    const { calls } = fakeApi({
      [API.identityProviders]: () => providers(null),
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.smsNoLogin]: () => ({ value: { expirationTime: Date.now() + 60_000 } }),
    });
    renderApp('/m/login', withFlags(['USERNAMEREG3', 'REGMOBVERF3']));
    fireEvent.click(await screen.findByTestId('tab-mobileNum'));
    await waitFor(() => expect(calls.some((c) => c.path === API.identityProviders)).toBe(true));
    type('field-mobileNum', '11987654321');
    type('field-captcha', '1234');
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy());
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.some((c) => c.path === API.smsNoLogin)).toBe(true));
    expect(provider.sent).toEqual([]);
  });

  it('logs in by SMS through the provider: no captcha, its code confirmed, login type firebase', async () => {
    const provider = fakeProvider();
    const { calls } = fakeApi({
      [API.identityProviders]: () => providers(SETTINGS),
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.login]: () => ({ value: sessionValue('m11987654321') }),
    });
    renderApp('/m/login', withFlags(['USERNAMEREG3', 'REGMOBVERF3']));
    fireEvent.click(await screen.findByTestId('tab-mobileNum'));
    await waitFor(() => expect(screen.queryByTestId('field-captcha')).toBeNull());
    type('field-mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toMatch(/^\d+ s$/));
    expect(provider.sent).toEqual(['+5511987654321']);

    type('field-verificationCode', '999999');
    fireEvent.click(screen.getByTestId('login-sms-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('toast').textContent).toBe(
        'Código incorreto ou expirado. Confira o código recebido por SMS ou peça outro.',
      ),
    );
    expect(provider.confirmed).toEqual(['999999']);
    expect(calls.some((c) => c.path === API.login)).toBe(false);

    type('field-verificationCode', '123456');
    fireEvent.click(screen.getByTestId('login-sms-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(calls.find((c) => c.path === API.login)?.body).toEqual({
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: ID_TOKEN,
      firebaseMobileNo: '11987654321',
      countryDialingCode: '+55',
    });
    expect(calls.some((c) => c.path === API.smsNoLogin || c.path === API.captcha)).toBe(false);
  });

  it('a failed send through the provider only ends the sending state (SPEC §8)', async () => {
    const provider = fakeProvider({ sendFails: true });
    fakeApi({ [API.identityProviders]: () => providers(SETTINGS) });
    renderApp('/m/login', withFlags(['USERNAMEREG3', 'REGMOBVERF3']));
    fireEvent.click(await screen.findByTestId('tab-mobileNum'));
    await waitFor(() => expect(screen.queryByTestId('field-captcha')).toBeNull());
    type('field-mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(provider.sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toBe('Enviar código'));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('registers by mobile with the provider token in place of the code, keeping the registration captcha', async () => {
    fakeProvider();
    const { calls } = fakeApi({
      [API.identityProviders]: () => providers(SETTINGS),
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.registerSettings]: () => ({ value: { fields: [], methods: { username: false, mobile: true }, limitsRequired: false } }),
      [API.registerMobile]: () => ({ value: sessionValue('m11987654321') }),
    });
    renderApp('/m/register', withFlags(['MOBILENUMREG3']));
    await screen.findByTestId('field-mobileNum');
    type('field-mobileNum', '11987654321');
    await waitFor(() => expect(calls.some((c) => c.path === API.identityProviders)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy());
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toMatch(/^\d+ s$/));
    type('field-verificationCode', '123456');
    type('field-password', 'segredo123');
    type('field-confirmPassword', 'segredo123');
    type('field-captcha', '1234');
    fireEvent.click(screen.getByTestId('field-ageConfirmed'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    const body = calls.find((c) => c.path === API.registerMobile)?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      firebaseChannel: 'sms',
      firebaseIdToken: ID_TOKEN,
      captcha: '1234',
    });
    expect(body).not.toHaveProperty('verificationCode');
  });

  it('sets the password by phone with the provider token (no channel field there, as in SPEC §3)', async () => {
    fakeProvider();
    const { calls } = fakeApi({
      [API.identityProviders]: () => providers(SETTINGS),
      [API.setPasswordByPhone]: () => ({ value: null }),
    });
    renderApp('/m/forget', withFlags(['CHNGPASSVERIF3', 'USERNAMEREG3']));
    await screen.findByTestId('forget-phone-form');
    await waitFor(() => expect(screen.queryByTestId('field-captcha')).toBeNull());
    type('field-mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toMatch(/^\d+ s$/));
    type('field-verificationCode', '123456');
    type('field-newPassword', 'novaSenha1');
    fireEvent.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(calls.find((c) => c.path === API.setPasswordByPhone)?.body).toEqual({
      newPassword: 'novaSenha1',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      firebaseIdToken: ID_TOKEN,
    });
  });
});
