import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, whitelabelFlags, type MallHome, type RainStatus, type Whitelabel } from '@app/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flags = (on: boolean) => Object.fromEntries(whitelabelFlags.map((f) => [f, on])) as Whitelabel;
const mallStatus = (on: boolean) => makeStatus({ info: { ...makeStatus().info, whitelabel: flags(on) } });

describe('points mall', () => {
  it('shows the points and items, redeems one with a request id, and reads the points again', async () => {
    let home: MallHome = {
      points: 450,
      pointsPerReal: 1,
      items: [
        { id: 1, code: 'CASH_2', kind: 'cash', name: 'R$ 2,00 de saldo', pricePoints: 200, cashAmount: '2.00', stock: null },
        { id: 2, code: 'CASH_10', kind: 'cash', name: 'R$ 10,00 de saldo', pricePoints: 950, cashAmount: '10.00', stock: null },
        { id: 3, code: 'TSHIRT', kind: 'goods', name: 'Camiseta', pricePoints: 300, cashAmount: null, stock: 0 },
      ],
    };
    const { calls } = fakeApi({
      [API.mallHome]: () => ({ value: home }),
      [API.mallRedeem]: () => {
        home = { ...home, points: 250 };
        return { value: { id: 9, itemId: 1, pricePoints: 200, cashAmount: '2.00', points: 250 } };
      },
      [API.wallet]: () => ({ value: walletValue('2.00') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/mall/mallHome', mallStatus(true));
    expect((await screen.findByTestId('mall-points')).textContent).toBe('450');
    expect(screen.getByText('Ganhe 1 ponto(s) a cada R$ 1,00 apostado.')).toBeTruthy();
    const dear = within(screen.getByTestId('mall-item-CASH_10')).getByTestId('mall-redeem');
    expect([dear.textContent, (dear as HTMLButtonElement).disabled]).toEqual(['Pontos insuficientes', true]);
    const tshirt = within(screen.getByTestId('mall-item-TSHIRT')).getByTestId('mall-redeem');
    expect([tshirt.textContent, (tshirt as HTMLButtonElement).disabled]).toEqual(['Esgotado', true]);

    // A tap only asks: what is bought, for how many points, and the points left after.
    fireEvent.click(within(screen.getByTestId('mall-item-CASH_2')).getByTestId('mall-redeem'));
    const confirm = await screen.findByTestId('mall-confirm');
    expect(confirm.getAttribute('role')).toBe('alertdialog');
    expect(['item', 'price', 'after'].map((f) => screen.getByTestId(`mall-confirm-${f}`).textContent)).toEqual([
      'R$ 2,00 de saldo',
      '200 pontos',
      '250 pontos',
    ]);
    fireEvent.click(screen.getByTestId('mall-confirm-cancel'));
    expect(screen.queryByTestId('mall-confirm')).toBeNull();
    expect(calls.some((c) => c.path === API.mallRedeem)).toBe(false);

    fireEvent.click(within(screen.getByTestId('mall-item-CASH_2')).getByTestId('mall-redeem'));
    fireEvent.click(await screen.findByTestId('mall-confirm-confirm'));
    await waitFor(() => expect(screen.getByTestId('mall-points').textContent).toBe('250'));
    expect(screen.queryByTestId('mall-confirm')).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe('Troca feita: R$ 2,00 de saldo');
    const redeem = calls.find((c) => c.path === API.mallRedeem)?.body as { itemId: number; requestId: string };
    expect(redeem.itemId).toBe(1);
    expect(redeem.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('stays closed without PTSYS3', async () => {
    const { calls } = fakeApi({ [API.wallet]: () => ({ value: walletValue('0.00') }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/mall/mallHome', mallStatus(false));
    expect((await screen.findByTestId('mall-closed')).textContent).toBe('A loja de pontos não está disponível.');
    expect(calls.some((c) => c.path === API.mallHome)).toBe(false);
  });
});

describe('red envelope rain', () => {
  const at = (iso: string) => new Date(iso).toISOString();

  it('counts down to the next rain', async () => {
    const status: RainStatus = {
      now: at('2026-11-26T13:50:00Z'),
      live: null,
      next: {
        id: 4,
        startsAt: at('2026-11-26T14:00:00Z'),
        endsAt: at('2026-11-26T14:05:00Z'),
        envelopeCount: 50,
        envelopesLeft: 50,
        budget: '50.00',
        everyMinutes: 60,
        won: null,
      },
    };
    fakeApi({ [API.rainStatus]: () => ({ value: status }), [API.wallet]: () => ({ value: walletValue('0.00') }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/redRain');
    expect((await screen.findByTestId('rain-countdown')).textContent).toBe('10:00');
    expect(screen.queryByTestId('rain-live')).toBeNull();
    // The rules of the coming rain, from its own data.
    expect(screen.getByTestId('rain-rule-when').textContent).toContain('Repete a cada hora.');
    expect(screen.getByTestId('rain-rule-amount').textContent).toBe(
      'Quanto: 50 envelopes dividem R$\u00a050,00; cada envelope tem um valor sorteado de pelo menos R$\u00a00,01.',
    );
    expect(screen.getByTestId('rain-rule-who').textContent).toContain('contas de teste não abrem envelopes');
    expect(screen.getByTestId('rain-rule-turnover').textContent).toContain('sem exigência de apostas');
    await act(async () => void (await i18next.changeLanguage('en')));
    expect(screen.getByTestId('rain-rule-amount').textContent).toContain('50 envelopes share R$\u00a050.00');
    expect(screen.getByTestId('rain-rule-when').textContent).toContain('Repeats every hour.');
    await act(async () => void (await i18next.changeLanguage('pt')));
  });

  it('shows envelopes while it rains, opens one and shows the amount won', async () => {
    const live = {
      id: 7,
      startsAt: at('2026-11-26T14:00:00Z'),
      endsAt: at('2026-11-26T14:05:00Z'),
      envelopeCount: 50,
      envelopesLeft: 30,
      budget: '20.00',
      everyMinutes: null,
      won: null as string | null,
    };
    let status: RainStatus = { now: at('2026-11-26T14:01:00Z'), live, next: null };
    const { calls } = fakeApi({
      [API.rainStatus]: () => ({ value: status }),
      [API.rainClaim]: () => {
        status = { ...status, live: { ...live, envelopesLeft: 29, won: '1.37' } };
        return { value: { rainId: 7, amount: '1.37' } };
      },
      [API.wallet]: () => ({ value: walletValue('1.37') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/redRain');
    expect(await screen.findByTestId('rain-envelope-11')).toBeTruthy();
    expect(screen.getByTestId('rain-live').textContent).toContain('Termina em 04:00');
    expect(screen.getByTestId('rain-rule-when').textContent).toContain('Chuva especial, sem repetição.');
    expect(screen.getByTestId('rain-rule-amount').textContent).toContain('50 envelopes dividem R$\u00a020,00');
    fireEvent.click(screen.getByTestId('rain-envelope-3'));
    expect((await screen.findByTestId('rain-won')).textContent).toContain('R$ 1,37');
    expect(screen.queryByTestId('rain-envelope-0')).toBeNull();
    expect(calls.filter((c) => c.path === API.rainClaim).map((c) => c.body)).toEqual([{ rainId: 7 }]);
  });

  it('keeps the amount won on screen when another rain falling at the same time is shown next', async () => {
    const hourly = {
      id: 1,
      startsAt: at('2026-11-26T14:00:00Z'),
      endsAt: at('2026-11-26T14:05:00Z'),
      envelopeCount: 50,
      envelopesLeft: 50,
      budget: '50.00',
      everyMinutes: 60,
      won: null,
    };
    const operators = {
      id: 2,
      startsAt: at('2026-11-26T14:03:00Z'),
      endsAt: at('2026-11-26T14:06:00Z'),
      envelopeCount: 5,
      envelopesLeft: 5,
      budget: '5.00',
      everyMinutes: null,
      won: null as string | null,
    };
    let status: RainStatus = { now: at('2026-11-26T14:03:00Z'), live: operators, next: null };
    fakeApi({
      [API.rainStatus]: () => ({ value: status }),
      [API.rainClaim]: () => {
        // Opened: the server now shows the hourly rain, which this member has not opened yet.
        status = { ...status, live: hourly };
        return { value: { rainId: 2, amount: '0.80' } };
      },
      [API.wallet]: () => ({ value: walletValue('0.80') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/redRain');
    fireEvent.click(await screen.findByTestId('rain-envelope-2'));
    await waitFor(() => expect(screen.getByTestId('rain-live').textContent).toContain('50 de 50'));
    expect(screen.getByTestId('rain-won-earlier').textContent).toContain('R$ 0,80');
    expect(screen.getByTestId('rain-envelope-0')).toBeTruthy();
  });
});
