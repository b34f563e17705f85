import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const security = (hasPaymentPassword: boolean) => ({
  username: 'ana_1',
  hasPassword: true,
  hasPaymentPassword,
  mobileMasked: '+55 11*****2396',
  emailMasked: null,
  idNumberMasked: '***.509.460-**',
  payoutAccounts: 2,
  recentLogins: [{ ip: '10.0.0.1', at: '2026-11-22T10:00:00Z', device: null }],
});
const profile = {
  username: 'ana_1',
  nickname: null,
  email: 'ana@x.com',
  mobileMasked: null,
  birthday: null,
  idNumberMasked: null,
  vipLabel: 'VIP 0',
  createdAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
};

describe('security centre', () => {
  it('shows masked data and sets a first payment password (no current one asked)', async () => {
    let has = false;
    const { calls } = fakeApi({
      [API.security]: () => ({ value: security(has) }),
      [API.paymentPassword]: () => {
        has = true;
        return { value: null };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/securityCenter');
    expect((await screen.findByTestId('security-cpf')).textContent).toBe('***.509.460-**');
    expect(screen.getByTestId('security-email').textContent).toBe('Não informado');
    expect(screen.getByTestId('security-payout').textContent).toContain('2 contas');
    expect(screen.getByTestId('login-0').textContent).toContain('Dispositivo desconhecido');

    fireEvent.click(screen.getByTestId('payment-password-toggle'));
    expect(screen.queryByTestId('field-currentPaymentPassword')).toBeNull();
    change('field-paymentPassword', '135790');
    change('field-confirmPaymentPassword', '135791');
    fireEvent.click(screen.getByTestId('payment-password-save'));
    expect(screen.getByTestId('error-confirmPaymentPassword').textContent).toBe('A confirmação não confere com a senha.');
    change('field-confirmPaymentPassword', '135790');
    fireEvent.click(screen.getByTestId('payment-password-save'));
    await waitFor(() => expect(screen.getByTestId('security-payment').textContent).toContain('Definida'));
    expect(calls.find((c) => c.path === API.paymentPassword)?.body).toEqual({
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });
});

describe('my account', () => {
  it('sends only the changed field', async () => {
    const { calls } = fakeApi({
      [API.profile]: (call) => ({ value: call.method === 'PUT' ? { ...profile, nickname: 'Aninha' } : profile }),
      [API.memberInfo]: () => ({ value: { id: '1', account: 'ana_1', nickname: null, type: 0, clubLabel: { labelName: '' } } }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/myAccount/index');
    expect((await screen.findByTestId('profile-vip')).textContent).toBe('VIP 0');
    change('field-nickname', 'Aninha');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Dados atualizados');
    const put = calls.find((c) => c.path === API.profile && c.method === 'PUT');
    expect(put?.body).toEqual({ nickname: 'Aninha' });
  });
});
