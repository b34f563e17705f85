import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_IMAGE, fakeApi, POW_TEST_SECRET, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('login screen', () => {
  it('focuses the first invalid field and shows the contract message, without calling the server', async () => {
    const { calls } = fakeApi({});
    renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('field-username'));
    expect(screen.getByTestId('error-username').textContent).toBe('Este campo é obrigatório.');
    expect(calls.filter((c) => c.path === API.login)).toHaveLength(0);
  });

  it('shows the risk warning, as at registration', async () => {
    fakeApi({});
    renderApp('/m/login');
    expect((await screen.findByTestId('login-risk-warning')).textContent).toBe(
      'Apostas envolvem risco de perda financeira e podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.',
    );
  });

  it('says why a member whose time limit is used up cannot log in', async () => {
    fakeApi({ [API.login]: () => ({ errorCode: 'limits.time.reached', status: 403, data: { until: '2026-12-01T00:00:00Z' } }) });
    renderApp('/m/login');
    await screen.findByTestId('field-username');
    type('field-username', 'ana_1');
    type('field-password', 'segredo123');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Você atingiu seu limite de tempo neste período. Volte quando ele terminar.',
    );
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('checks the shown errors again in the new language', async () => {
    fakeApi({});
    renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('login-submit'));
    type('field-password', 'x');
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    await waitFor(() => expect(screen.getByTestId('error-username').textContent).toBe('This field is required.'));
    await act(async () => {
      await i18next.changeLanguage('pt');
    });
  });

  it('shows the captcha only after a failure flagged captcha, then sends it sealed and logs in', async () => {
    let attempts = 0;
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.login]: () => {
        attempts += 1;
        return attempts === 1
          ? { errorCode: 'login.credentials.invalid', status: 401, data: { captcha: true } }
          : { value: sessionValue('ana_1', { ip: '203.0.113.9', at: '2026-01-02T10:00:00Z' }) };
      },
    });
    renderApp('/m/login');
    await screen.findByTestId('field-username');
    type('field-username', 'ana_1');
    type('field-password', 'wrongpass1');
    expect(screen.queryByTestId('field-captcha')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('field-captcha')).toBeTruthy();
    expect((await screen.findByTestId('toast')).textContent).toBe('Usuário ou senha incorretos.');

    type('field-password', 'segredo123');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('field-captcha'));
    type('field-captcha', '1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    const last = calls.filter((c) => c.path === API.login).at(-1);
    expect(last?.headers.get('encryption')).toBe('k1');
    expect(last?.body).toEqual({ type: 'username', username: 'ana_1', password: 'segredo123', captcha: '1234', captchaId: 'captcha-0001' });
    // Each attempt carried its own solved proof of work.
    const proofs = calls.filter((c) => c.path === API.login).map((c) => c.headers.get('x-human-proof') ?? '');
    expect(new Set(proofs).size).toBe(2);
    for (const proof of proofs) {
      const { challenge, solution } = JSON.parse(atob(proof));
      expect((await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: POW_TEST_SECRET })).verified).toBe(true);
    }
    expect(useSessionStore.getState().session?.token).toBe('tok-123');
    expect(localStorage.getItem('autoLogin')).toBe('1');
    expect(screen.getByTestId('toast').textContent).toContain('203.0.113.9');
  });

  it('offers the mobile tab only with REGMOBVERF3 and asks for a valid number before an SMS code', async () => {
    const { calls } = fakeApi({ [API.captcha]: () => ({ value: CAPTCHA_IMAGE }) });
    const status = makeStatus();
    status.info.whitelabel.REGMOBVERF3 = true;
    renderApp('/m/login', status);
    fireEvent.click(await screen.findByTestId('tab-mobileNum'));
    type('field-mobileNum', '123');
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('error-mobileNum').textContent).toBe('Número de celular inválido.');
    expect(calls.filter((c) => c.path === API.smsNoLogin)).toHaveLength(0);
  });

  it('starts a trial session and goes home', async () => {
    const { calls } = fakeApi({ [API.trial]: () => ({ value: { ...sessionValue('trial_1'), type: 4 } }) });
    renderApp('/m/login');
    fireEvent.click(await screen.findByTestId('trial-play'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(useSessionStore.getState().session?.type).toBe(4);
    expect(calls.find((c) => c.path === API.trial)?.headers.get('encryption')).toBe('k1');
  });
});
