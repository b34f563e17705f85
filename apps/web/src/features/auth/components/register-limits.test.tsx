import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@app/contract';
import { CAPTCHA_IMAGE, fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const RISK =
  'Apostas envolvem risco de perda financeira e podem causar dependência. Jogue com responsabilidade. Proibido para menores de 18 anos.';

function api(limitsRequired: boolean) {
  return fakeApi({
    [API.captcha]: () => ({ value: CAPTCHA_IMAGE }),
    [API.registerSettings]: () => ({ value: { fields: [], methods: { username: true, mobile: false }, limitsRequired } }),
    [API.register]: () => ({ value: sessionValue('novo_1') }),
  });
}

function fillAccount() {
  type('field-username', 'novo_1');
  type('field-password', 'segredo123');
  type('field-confirmPassword', 'segredo123');
  type('field-captcha', '4321');
  fireEvent.click(screen.getByTestId('field-ageConfirmed'));
}

describe('registration limits (BR)', () => {
  it('asks for a loss and a time limit, blocks the submit without them, and sends them', async () => {
    const { calls } = api(true);
    renderApp('/m/register');
    await screen.findByTestId('register-limits');
    expect(screen.getByTestId('register-risk-warning').textContent).toBe(RISK);
    fillAccount();
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-lossAmount').textContent).toBe('Informe este limite.');
    expect(screen.getByTestId('error-timeLimit').textContent).toBe('Informe este limite.');
    expect(document.activeElement).toBe(screen.getByTestId('field-lossAmount'));

    type('field-lossAmount', '0,50');
    type('field-timeHours', '30');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-lossAmount').textContent).toBe('O valor deve ficar entre R$ 1,00 e R$ 1.000.000,00.');
    expect(screen.getByTestId('error-timeLimit').textContent).toBe('O tempo deve ficar entre 15 minutos e 24 horas neste período.');
    expect(calls.some((c) => c.path === API.register)).toBe(false);

    type('field-lossAmount', '200,50');
    fireEvent.change(screen.getByTestId('field-lossPeriod'), { target: { value: 'week' } });
    type('field-timeHours', '2');
    type('field-timeMinutes', '30');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(calls.find((c) => c.path === API.register)?.body).toMatchObject({
      username: 'novo_1',
      limits: [
        { kind: 'loss', period: 'week', value: '200.50' },
        { kind: 'time', period: 'day', value: '150' },
      ],
    });
  });

  it('outside BR shows the risk warning but no limits, and sends none', async () => {
    const { calls } = api(false);
    renderApp('/m/register');
    await screen.findByTestId('register-risk-warning');
    expect(screen.queryByTestId('register-limits')).toBeNull();
    fillAccount();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/home'));
    expect(calls.find((c) => c.path === API.register)?.body).not.toHaveProperty('limits');
  });
});
