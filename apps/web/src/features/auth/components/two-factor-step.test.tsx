import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { useTwoFactorStore } from '../hooks/two-factor-store';

afterEach(() => {
  vi.unstubAllGlobals();
  useTwoFactorStore.getState().clear();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const CHALLENGE = 'c'.repeat(43);
const challengeAnswer = () => ({ value: { twoFactor: { challenge: CHALLENGE, expiresAt: new Date(Date.now() + 300_000).toISOString() } } });

async function passwordStep() {
  renderApp('/m/login');
  await screen.findByTestId('field-username');
  type('field-username', 'ana_1');
  type('field-password', 'segredo123');
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByTestId('two-factor-step');
}

describe('the login code step', () => {
  it('asks for the code after a right password; a wrong code is said under the field, the right one logs in', async () => {
    let answers = 0;
    const { calls } = fakeApi({
      [API.login]: challengeAnswer,
      [API.loginTwoFactor]: () => {
        answers += 1;
        return answers === 1 ? { errorCode: 'two.factor.code.invalid', status: 400 } : { value: sessionValue('ana_1') };
      },
    });
    await passwordStep();
    expect(useSessionStore.getState().session).toBeNull();
    expect(screen.queryByTestId('login-form')).toBeNull();

    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect(screen.getByTestId('error-twoFactorCode').textContent).toBe(
      'Digite o código de 6 dígitos do app autenticador ou um código de backup.',
    );
    expect(calls.filter((c) => c.path === API.loginTwoFactor)).toHaveLength(0);

    type('field-twoFactorCode', '111 111');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect((await screen.findByTestId('error-twoFactorCode')).textContent).toBe(
      'Código errado ou já usado. Digite o código atual do app autenticador ou um código de backup.',
    );
    expect(screen.getByTestId<HTMLInputElement>('field-twoFactorCode').value).toBe('');

    type('field-twoFactorCode', '123456');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    const sent = calls.filter((c) => c.path === API.loginTwoFactor);
    expect(sent.map((c) => c.body)).toEqual([
      { challenge: CHALLENGE, code: '111111' },
      { challenge: CHALLENGE, code: '123456' },
    ]);
    expect(sent[0]?.headers.get('encryption')).toBe('k1');
    expect(useSessionStore.getState().session?.token).toBe('tok-123');
  });

  it('takes a backup code instead', async () => {
    const { calls } = fakeApi({ [API.login]: challengeAnswer, [API.loginTwoFactor]: () => ({ value: sessionValue('ana_1') }) });
    await passwordStep();
    fireEvent.click(screen.getByTestId('two-factor-toggle-backup'));
    type('field-twoFactorCode', ' abcde-12345 ');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(calls.find((c) => c.path === API.loginTwoFactor)?.body).toEqual({ challenge: CHALLENGE, code: 'abcde-12345' });
  });

  it('goes back to the password when the challenge ended, saying why', async () => {
    fakeApi({ [API.login]: challengeAnswer, [API.loginTwoFactor]: () => ({ errorCode: 'two.factor.attempts.exceeded', status: 429 }) });
    await passwordStep();
    type('field-twoFactorCode', '123456');
    fireEvent.click(screen.getByTestId('two-factor-submit'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Muitos códigos errados. Entre novamente com a sua senha.');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
