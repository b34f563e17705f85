import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, TRIAL_TYPE } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

function walletApi(balances: string[]) {
  let call = 0;
  let release: () => void = () => undefined;
  const gate = { hold: false };
  const api = fakeApi({
    [API.memberInfo]: () => ({ value: { id: '1', account: 'ana_1', nickname: null, type: 0, clubLabel: { labelName: 'VIP 1' } } }),
    [API.wallet]: () => {
      const sumBalance = balances[Math.min(call, balances.length - 1)] ?? '0.00';
      call += 1;
      return {
        value: {
          currency: 'BRL',
          sumBalance,
          cash: sumBalance,
          bonus: '0.00',
          withdrawable: sumBalance,
          withdrawHold: '0.00',
          inPlay: '0.00',
          wallets: [],
        },
      };
    },
  });
  // Holds the next wallet answer until released, to look at the screen mid-refresh.
  const original = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init) => {
    if (gate.hold && String(input).startsWith(API.wallet)) await new Promise<void>((resolve) => (release = resolve));
    return original!(input, init);
  });
  return { ...api, gate, release: () => release() };
}

describe('balance in header and sidebar', () => {
  it('shows sumBalance in both, masks while refreshing, then shows the new amount', async () => {
    const api = walletApi(['1234.56', '99.90']);
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('R$ 1.234,56'));
    fireEvent.click(screen.getByTestId('open-right-sidebar'));
    expect((await screen.findByTestId('sidebar-balance')).textContent).toBe('R$ 1.234,56');

    api.gate.hold = true;
    fireEvent.click(screen.getByTestId('balance-refresh'));
    expect(screen.getByTestId('sidebar-balance').textContent).toBe('****');
    expect(screen.getByTestId('balance-refresh').className).toContain('is-spinning');
    api.gate.hold = false;
    api.release();
    await waitFor(() => expect(screen.getByTestId('sidebar-balance').textContent).toBe('R$ 99,90'));
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('R$ 99,90');
    expect(api.calls.filter((c) => c.path === API.wallet)).toHaveLength(2);
  });

  it("labels a trial account's balance as play money, without R$, in both", async () => {
    walletApi(['1000.00']);
    useSessionStore.getState().setSession({ ...sessionValue('trial_ab12'), type: TRIAL_TYPE });
    renderApp('/m/home');
    await waitFor(() => expect(screen.getByTestId('header-balance-amount').textContent).toBe('1.000,00'));
    expect(screen.getByTestId('header-balance').textContent).toBe('Saldo de teste1.000,00');
    fireEvent.click(screen.getByTestId('open-right-sidebar'));
    expect((await screen.findByTestId('sidebar-balance')).textContent).toBe('1.000,00');
    expect(screen.getByTestId('sidebar-balance-label').textContent).toBe('Saldo de teste');
  });

  it('hides the balance with asterisks and remembers the choice', async () => {
    walletApi(['10.00']);
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    const first = renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    await waitFor(() => expect(screen.getByTestId('sidebar-balance').textContent).toBe('R$ 10,00'));
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('sidebar-balance').textContent).toBe('****');
    expect(window.localStorage.getItem('hideBalance')).toBe('1');
    first.unmount();

    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('open-right-sidebar'));
    expect((await screen.findByTestId('sidebar-balance')).textContent).toBe('****');
    expect(screen.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
  });
});
