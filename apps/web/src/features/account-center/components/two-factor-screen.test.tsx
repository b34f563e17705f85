import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type TwoFactorStatus } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const off: TwoFactorStatus = { enabled: false, enabledAt: null, backupCodesLeft: 0, passwordSet: true };
const on: TwoFactorStatus = { enabled: true, enabledAt: '2026-11-22T10:00:00Z', backupCodesLeft: 9, passwordSet: true };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-1234${i}`);

describe('two-step verification screen', () => {
  it('sets it up: QR and key, the password and first code, then the backup codes shown once', async () => {
    let status = off;
    const { calls } = fakeApi({
      [API.twoFactor]: () => ({ value: status }),
      [API.twoFactorSetup]: () => ({
        value: { secret: SECRET, otpauthUri: `otpauth://totp/Demo:ana_1?secret=${SECRET}`, qrImage: 'data:image/svg+xml;base64,PHN2Zy8+' },
      }),
      [API.twoFactorEnable]: (call) => {
        if ((call.body as { code: string }).code !== '654321') return { errorCode: 'two.factor.code.invalid', status: 400 };
        status = on;
        return { value: { backupCodes: CODES } };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/twoFactor');
    fireEvent.click(await screen.findByTestId('two-factor-start'));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByTestId('two-factor-open-app').getAttribute('href')).toContain('otpauth://totp/');
    expect(screen.getByTestId('two-factor-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    fireEvent.click(screen.getByTestId('two-factor-enable'));
    expect(screen.getByTestId('error-code').textContent).toBe('Digite o código de 6 dígitos do app autenticador ou um código de backup.');
    change('field-password', 'segredo123');
    change('field-code', '111111');
    fireEvent.click(screen.getByTestId('two-factor-enable'));
    expect((await screen.findByTestId('error-code')).textContent).toMatch(/^Código errado ou já usado/);
    change('field-code', '654 321');
    fireEvent.click(screen.getByTestId('two-factor-enable'));

    expect((await screen.findByTestId('backup-code-0')).textContent).toBe('abcd0-12340');
    expect(screen.getAllByTestId(/^backup-code-/)).toHaveLength(10);
    expect(calls.find((c) => c.path === API.twoFactorEnable && (c.body as { code: string }).code === '654321')?.body).toEqual({
      password: 'segredo123',
      code: '654321',
    });
    const done = screen.getByTestId('two-factor-done');
    expect(done.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('two-factor-saved'));
    fireEvent.click(done);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/securityCenter'));
  });

  it('turns it off with the password and a code; a wrong password is said under its field', async () => {
    let status = on;
    fakeApi({
      [API.twoFactor]: () => ({ value: status }),
      [API.twoFactorDisable]: (call) => {
        if ((call.body as { password: string }).password !== 'segredo123')
          return { errorCode: 'two.factor.password.incorrect', status: 400 };
        status = off;
        return { value: null };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/twoFactor');
    expect((await screen.findByTestId('two-factor-backup-left')).textContent).toBe('9 códigos de backup restantes');
    change('field-password', 'errada123');
    change('field-code', 'abcde-12345');
    fireEvent.click(screen.getByTestId('two-factor-disable'));
    expect((await screen.findByTestId('error-password')).textContent).toBe('A senha de acesso está incorreta.');
    change('field-password', 'segredo123');
    fireEvent.click(screen.getByTestId('two-factor-disable'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Verificação em duas etapas desativada');
    expect(await screen.findByTestId('two-factor-start')).toBeTruthy();
  });
});
