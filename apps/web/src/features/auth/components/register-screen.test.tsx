import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type RegistrationFieldSetting } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { CAPTCHA_IMAGE, fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const setting = (field: RegistrationFieldSetting['field'], required = false): RegistrationFieldSetting => ({
  field,
  enabled: true,
  required,
  pattern: null,
  messageKey: null,
});

function statusWith(flags: { username: boolean; mobile: boolean }) {
  const status = makeStatus();
  status.info.whitelabel.USERNAMEREG3 = flags.username;
  status.info.whitelabel.MOBILENUMREG3 = flags.mobile;
  return status;
}

describe('register screen', () => {
  it('shows exactly the enabled fields, checks the CPF and registers by username', async () => {
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.registerSettings]: () => ({
        value: {
          fields: [setting('idNumber', true), setting('email'), { ...setting('qqNum'), enabled: false }],
          methods: { username: true, mobile: false },
          limitsRequired: false,
        },
      }),
      [API.register]: () => ({ value: sessionValue('novo_1') }),
    });
    renderApp('/m/register', statusWith({ username: true, mobile: false }));
    await screen.findByTestId('field-idNumber');
    expect(screen.queryByTestId('tab-username')).toBeNull();
    expect(screen.queryByTestId('field-qqNum')).toBeNull();
    expect((screen.getByTestId('field-agreement') as HTMLInputElement).checked).toBe(true);

    type('field-username', 'novo_1');
    type('field-password', 'segredo123');
    type('field-confirmPassword', 'segredo124');
    type('field-captcha', '4321');
    type('field-idNumber', '52998224724');
    expect((screen.getByTestId('field-idNumber') as HTMLInputElement).value).toBe('529.982.247-24');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('field-confirmPassword'));
    expect(screen.getByTestId('error-confirmPassword').textContent).toBe('A confirmação não confere com a senha.');
    expect(screen.getByTestId('error-idNumber').textContent).toBe('CPF inválido.');
    expect(screen.getByTestId('error-ageConfirmed')).toBeTruthy();

    type('field-confirmPassword', 'segredo123');
    type('field-idNumber', '52998224725');
    fireEvent.click(screen.getByTestId('field-ageConfirmed'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(screen.getByTestId('toast').textContent).toBe('Cadastro realizado com sucesso');
    expect(useSessionStore.getState().session?.userName).toBe('novo_1');
    const call = calls.find((c) => c.path === API.register);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toMatchObject({
      username: 'novo_1',
      idNumber: '52998224725',
      captcha: '4321',
      captchaId: 'captcha-0001',
      ageConfirmed: true,
      agreement: true,
    });
    expect(call?.body).not.toHaveProperty('email');
  });

  it('refuses an under-age birthday at once, and shows a rule the server applies under its field and in the toast', async () => {
    const message = 'Você precisa ter 18 anos ou mais para se cadastrar.';
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.registerSettings]: () => ({
        value: { fields: [setting('birthday', true)], methods: { username: true, mobile: false }, limitsRequired: false },
      }),
      [API.register]: () => ({
        errorCode: 'request.invalid',
        message: `Dados inválidos: ${message}`,
        data: { fields: [{ path: 'birthday', code: 'birthday_under_18', message }] },
      }),
    });
    renderApp('/m/register', statusWith({ username: true, mobile: false }));
    await screen.findByTestId('field-birthday');
    type('field-username', 'menor_1');
    type('field-password', 'segredo123');
    type('field-confirmPassword', 'segredo123');
    type('field-captcha', '4321');
    type('field-birthday', '2015-02-02');
    fireEvent.click(screen.getByTestId('field-ageConfirmed'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-birthday').textContent).toBe(message);
    expect(calls.some((c) => c.path === API.register)).toBe(false);
    // The server's calendar decides at the edge (a birthday today on the phone's clock but not yet in Brasília).
    type('field-birthday', '2000-02-02');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(`Dados inválidos: ${message}`));
    expect(screen.getByTestId('error-birthday').textContent).toBe(message);
    expect(document.activeElement).toBe(screen.getByTestId('field-birthday'));
  });

  it('defaults to mobile when only mobile is on, and counts the SMS button down to the expiry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.registerSettings]: () => ({ value: { fields: [], methods: { username: false, mobile: true }, limitsRequired: false } }),
      [API.smsNoLogin]: () => ({ value: { expirationTime: Date.now() + 60_000 } }),
    });
    renderApp('/m/register', statusWith({ username: false, mobile: true }));
    await screen.findByTestId('field-mobileNum');
    expect(screen.queryByTestId('tab-username')).toBeNull();
    expect(screen.queryByTestId('field-username')).toBeNull();
    type('field-mobileNum', '11987654321');
    fireEvent.click(screen.getByTestId('sms-send'));
    expect(screen.getByTestId('error-captcha')).toBeTruthy();
    type('field-captcha', '1234');
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(screen.getByTestId('sms-send').textContent).toBe('60 s'));
    expect(calls.find((c) => c.path === API.smsNoLogin)?.body).toMatchObject({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      purpose: 'register',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(screen.getByTestId('sms-send').textContent).toBe('30 s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(screen.getByTestId('sms-send').textContent).toBe('Enviar código');
  });

  it('hides the invitation field when the link code is valid, shows it when the server refuses the code', async () => {
    fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.registerSettings]: () => ({
        value: { fields: [setting('affiliateCode')], methods: { username: true, mobile: true }, limitsRequired: false },
      }),
      [API.affiliateCheck]: () => ({ value: { success: true } }),
      [API.register]: () => ({ errorCode: 'register.affiliate.invalid' }),
    });
    renderApp('/m/register?code=ABC123', statusWith({ username: true, mobile: true }));
    await screen.findByTestId('field-username');
    expect(screen.getByTestId('tab-mobileNum')).toBeTruthy();
    expect(screen.queryByTestId('field-affiliateCode')).toBeNull();
    type('field-username', 'novo_2');
    type('field-password', 'segredo123');
    type('field-confirmPassword', 'segredo123');
    type('field-captcha', '4321');
    fireEvent.click(screen.getByTestId('field-ageConfirmed'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Código de convite inválido.');
    expect(await screen.findByTestId('field-affiliateCode')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('field-affiliateCode')), { timeout: 2000 });
  });
});
