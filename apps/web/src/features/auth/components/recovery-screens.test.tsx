import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, whitelabelFlags, type Whitelabel } from '@app/contract';
import { CAPTCHA_IMAGE, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const withFlags = (on: (keyof Whitelabel)[]) => {
  const status = makeStatus();
  const whitelabel = Object.fromEntries(whitelabelFlags.map((f) => [f, on.includes(f)])) as Whitelabel;
  return { ...status, info: { ...status.info, whitelabel } };
};
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz012345';

describe('forgot password by e-mail', () => {
  it('shows only the e-mail form when CHNGPASSVERIF3 is off, validates without calling', async () => {
    const { calls } = fakeApi({});
    renderApp('/m/forget');
    expect(await screen.findByTestId('forget-email-form')).toBeTruthy();
    expect(screen.queryByTestId('forget-tab-phone')).toBeNull();
    expect(screen.getByTestId('forget-tips').textContent).toMatch(/link/);
    type('field-username', 'ana_1');
    type('field-email', 'not-an-email');
    fireEvent.click(screen.getByTestId('forget-submit'));
    expect(screen.getByTestId('error-email').textContent).toBe('Endereço de e-mail inválido.');
    expect(document.activeElement).toBe(screen.getByTestId('field-email'));
    expect(calls.filter((c) => c.path === API.forgotPassword)).toHaveLength(0);
  });

  it('sends username and e-mail trimmed, form-urlencoded, then the success message and a go-back', async () => {
    const seen: { contentType: string | null; body: string }[] = [];
    const { fetchMock } = fakeApi({ [API.forgotPassword]: () => ({ value: null }) });
    const inner = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === API.forgotPassword) {
        seen.push({ contentType: new Headers(init?.headers).get('Content-Type'), body: String(init?.body) });
        return new Response(JSON.stringify({ success: true, value: null }), { headers: { 'Content-Type': 'application/json' } });
      }
      return inner!(input, init);
    });
    renderApp('/m/forget');
    await screen.findByTestId('forget-email-form');
    type('field-username', '  ana_1 ');
    type('field-email', ' ana@example.com  ');
    fireEvent.click(screen.getByTestId('forget-submit'));
    expect(await screen.findByTestId('forget-sent')).toBeTruthy();
    expect(seen).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: 'username=ana_1&email=ana%40example.com' }]);
    expect(screen.getByTestId('forget-go-back')).toBeTruthy();
  });
});

describe('set password by phone', () => {
  const phoneStatus = withFlags(['CHNGPASSVERIF3', 'USERNAMEREG3']);

  it('is the default tab when CHNGPASSVERIF3 is on; submit disabled until touched and valid', async () => {
    fakeApi({ [API.captcha]: () => ({ value: CAPTCHA_IMAGE }) });
    renderApp('/m/forget', phoneStatus);
    expect(await screen.findByTestId('forget-phone-form')).toBeTruthy();
    expect(screen.getByTestId('forget-tab-phone').getAttribute('aria-selected')).toBe('true');
    const submit = screen.getByTestId('forget-phone-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type('field-mobileNum', '11987654321');
    type('field-verificationCode', '123456');
    expect(submit.disabled).toBe(true);
    type('field-newPassword', 'novaSenha1');
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByTestId('forget-tab-email'));
    expect(await screen.findByTestId('forget-email-form')).toBeTruthy();
  });

  it('asks the SMS with purpose password, sends sealed; same password clears the password, other failures the code', async () => {
    const answers = [{ errorCode: 'modify.new.old.same' }, { errorCode: 'verification.code.invalid' }, { value: null }];
    const { calls } = fakeApi({
      [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
      [API.smsNoLogin]: () => ({ value: { expirationTime: Date.now() + 60_000 } }),
      [API.setPasswordByPhone]: () => answers.shift() ?? { value: null },
    });
    renderApp('/m/forget', phoneStatus);
    await screen.findByTestId('forget-phone-form');
    type('field-mobileNum', '11987654321');
    type('field-captcha', '1234');
    await waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeTruthy());
    fireEvent.click(screen.getByTestId('sms-send'));
    await waitFor(() => expect(calls.some((c) => c.path === API.smsNoLogin)).toBe(true));
    expect(calls.find((c) => c.path === API.smsNoLogin)?.body).toMatchObject({
      purpose: 'password',
      mobileNum: '11987654321',
      captcha: '1234',
    });

    type('field-verificationCode', '123456');
    type('field-newPassword', 'novaSenha1');
    fireEvent.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect((screen.getByTestId('field-newPassword') as HTMLInputElement).value).toBe(''));
    expect((screen.getByTestId('field-verificationCode') as HTMLInputElement).value).toBe('123456');
    const sealed = calls.find((c) => c.path === API.setPasswordByPhone);
    expect(sealed?.body).toEqual({
      newPassword: 'novaSenha1',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });

    type('field-newPassword', 'outraSenha2');
    fireEvent.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect((screen.getByTestId('field-verificationCode') as HTMLInputElement).value).toBe(''));
    expect((screen.getByTestId('field-newPassword') as HTMLInputElement).value).toBe('outraSenha2');

    type('field-verificationCode', '654321');
    fireEvent.click(screen.getByTestId('forget-phone-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
  });
});

describe('reset password screen', () => {
  it('without a token shows the invalid state with a link to /m/forget', async () => {
    fakeApi({});
    renderApp('/m/resetPassword');
    expect(await screen.findByTestId('reset-invalid')).toBeTruthy();
    expect(screen.getByTestId('reset-ask-again').getAttribute('href')).toBe('/m/forget');
  });

  it('checks the confirmation, sends the token and goes to login', async () => {
    const { calls } = fakeApi({ [API.resetPassword]: () => ({ value: null }) });
    renderApp(`/m/resetPassword?token=${TOKEN}`);
    await screen.findByTestId('reset-password-form');
    type('field-newPassword', 'novaSenha1');
    type('field-confirmNewPassword', 'novaSenha2');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(screen.getByTestId('error-confirmNewPassword')).toBeTruthy();
    type('field-confirmNewPassword', 'novaSenha1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
    expect(calls.find((c) => c.path === API.resetPassword)?.body).toEqual({
      token: TOKEN,
      newPassword: 'novaSenha1',
      confirmNewPassword: 'novaSenha1',
    });
  });

  it('password.reset.invalid shows its message', async () => {
    fakeApi({ [API.resetPassword]: () => ({ errorCode: 'password.reset.invalid' }) });
    renderApp(`/m/resetPassword?token=${TOKEN}`);
    await screen.findByTestId('reset-password-form');
    type('field-newPassword', 'novaSenha1');
    type('field-confirmNewPassword', 'novaSenha1');
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect((await screen.findByTestId('reset-invalid')).textContent).toMatch(/inválido ou expirou/);
  });
});
