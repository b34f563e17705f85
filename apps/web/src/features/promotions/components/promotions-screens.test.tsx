import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, LANGUAGE_HEADER, type MemberPromotion, type SignInStatus } from '@app/contract';
import { i18next, loadLanguage } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const rules = { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 10, firstDepositOnly: true, expiryDays: 7 };
const bonus = (label: MemberPromotion['label'], entry: MemberPromotion['entry'] = null): MemberPromotion => ({
  id: 1,
  code: 'FIRST_DEPOSIT',
  kind: 'deposit_bonus',
  category: 'deposit_promo',
  label,
  title: null,
  startsAt: null,
  endsAt: null,
  rules,
  entry,
  application: null,
  cashback: null,
});

describe('daily sign-in screen', () => {
  it('marks the streak days, signs in once and shows the day as done', async () => {
    let status: SignInStatus = {
      promotionId: 2,
      signedToday: false,
      streak: 2,
      rewards: ['0.50', '1.00', '2.00', '5.00'],
      todayReward: '2.00',
    };
    const { calls } = fakeApi({
      [API.signIn]: (call) => {
        if (call.method === 'POST') status = { ...status, signedToday: true, streak: 3 };
        return { value: status };
      },
      [API.promotions]: () => ({ value: [] }),
      [API.wallet]: () => ({ value: walletValue('2.00') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/activity/signIn');
    expect(await screen.findByTestId('signin-submit')).toHaveProperty('textContent', 'Fazer check-in e ganhar R$ 2,00');
    expect(['1', '2', '3', '4'].map((n) => screen.getByTestId(`signin-day-${n}`).dataset.state)).toEqual(['done', 'done', 'today', 'next']);
    const checked = () =>
      ['1', '2', '3', '4'].map((n) => within(screen.getByTestId(`signin-day-${n}`)).queryByTestId('signin-check') !== null);
    expect(checked()).toEqual([true, true, false, false]);
    expect(screen.getByTestId('signin-day-3').getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect((await screen.findByTestId('signin-done')).textContent).toBe('Check-in de hoje feito. Volte amanhã!');
    expect(screen.getByTestId('toast').textContent).toBe('Check-in feito: R$ 2,00 na sua conta');
    // Today's day, once claimed, carries the check mark like the days before it and stays today's.
    expect(screen.getByTestId('signin-day-3').dataset.state).toBe('done');
    expect(checked()).toEqual([true, true, true, false]);
    expect(within(screen.getByTestId('signin-day-3')).getByRole('img').getAttribute('aria-label')).toBe('Resgatado');
    expect(screen.getByTestId('signin-day-3').getAttribute('aria-current')).toBe('date');
    expect(screen.getByTestId('signin-streak').textContent).toBe('Sequência atual: 3 dia(s)');
    expect(calls.filter((c) => c.path === API.signIn && c.method === 'POST')).toHaveLength(1);
  });
});

describe('reward centre', () => {
  it('joins a deposit bonus, then shows the bonus and the wagering progress', async () => {
    let current = bonus('join');
    const { calls } = fakeApi({
      [API.promotions]: () => ({ value: [current] }),
      [API.promotionJoin]: () => {
        current = bonus('joined', {
          status: 'joined',
          bonus: '0.00',
          wageringTarget: '0.00',
          wageringDone: '0.00',
          joinedAt: '2026-11-23T10:00:00Z',
          expiresAt: null,
        });
        return { value: { promotionId: 1 } };
      },
      [API.wallet]: () => ({ value: walletValue('0.00') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    const view = renderApp('/m/rewardCenter');
    const card = await screen.findByTestId('reward-FIRST_DEPOSIT');
    expect(card.textContent).toContain('Até R$ 500,00, depósito mínimo de R$ 20,00. Aposte 10× o bônus em 7 dias');
    fireEvent.click(within(card).getByTestId('reward-join'));
    await waitFor(() => expect(screen.getByTestId('reward-FIRST_DEPOSIT').dataset.label).toBe('joined'));
    expect(calls.find((c) => c.path === API.promotionJoin)?.body).toEqual({ promotionId: 1 });
    expect(screen.getByTestId('reward-FIRST_DEPOSIT').textContent).toContain('Aguardando o depósito');
    view.unmount();

    current = bonus('process', {
      status: 'process',
      bonus: '50.00',
      wageringTarget: '500.00',
      wageringDone: '125.00',
      joinedAt: '2026-11-23T10:00:00Z',
      expiresAt: '2026-11-30T10:00:00Z',
    });
    renderApp('/m/rewardCenter');
    expect((await screen.findByTestId('reward-bonus')).textContent).toBe('R$ 50,00');
    expect(screen.getByTestId('reward-wagering').textContent).toBe('Apostas: R$ 125,00 de R$ 500,00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
  });
});

describe('reward centre cashback', () => {
  it('shows the open period estimate and the past payouts of a cashback', async () => {
    const cashback: MemberPromotion = {
      ...bonus('joined'),
      id: 4,
      code: 'DAILY_CASHBACK',
      kind: 'cashback',
      category: 'rebate_promo',
      rules: {
        basis: 'turnover',
        rateBp: 50,
        period: 'weekly',
        minPayout: '0.10',
        cap: '100.00',
        payAs: 'bonus',
        wageringMultiplier: 3,
        expiryDays: 7,
      },
      cashback: {
        period: 'W2026-11-23',
        periodStart: '2026-11-23T03:00:00.000Z',
        periodEnd: '2026-11-30T03:00:00.000Z',
        basisAmount: '200.00',
        estimate: '1.00',
        payouts: [{ period: 'W2026-11-16', basisAmount: '400.00', amount: '2.00', payAs: 'bonus', paidAt: '2026-11-23T03:05:00.000Z' }],
      },
    };
    fakeApi({ [API.promotions]: () => ({ value: [cashback] }), [API.wallet]: () => ({ value: walletValue('0.00') }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/rewardCenter');
    const card = await screen.findByTestId('reward-DAILY_CASHBACK');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Cashback de 0,5%');
    expect(card.textContent).toContain('Apostas até agora: R$ 200,00');
    expect(within(card).getByTestId('cashback-estimate').textContent).toBe('Estimativa: R$ 1,00');
    expect(within(card).getByTestId('cashback-payout').textContent).toBe('2026-11-16R$ 2,00 em bônus');
  });
});

describe('reward centre names', () => {
  it('names a promotion as the promotions page does, in the site language, with what its rules give beneath', async () => {
    const api = fakeApi({
      [API.promotions]: (call) => {
        const en = call.headers.get(LANGUAGE_HEADER) === 'en';
        return { value: [{ ...bonus('join'), title: en ? '100% first deposit bonus' : 'Bônus de 100% no primeiro depósito' }] };
      },
      [API.wallet]: () => ({ value: walletValue('0.00') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/rewardCenter');
    const card = await screen.findByTestId('reward-FIRST_DEPOSIT');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Bônus de 100% no primeiro depósito');
    expect(within(card).getByTestId('reward-subtitle').textContent).toBe('Bônus de 100% no depósito');

    await act(async () => {
      await loadLanguage('en');
      await i18next.changeLanguage('en');
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('reward-FIRST_DEPOSIT')).getByRole('heading', { level: 3 }).textContent).toBe(
        '100% first deposit bonus',
      ),
    );
    expect(within(screen.getByTestId('reward-FIRST_DEPOSIT')).getByTestId('reward-subtitle').textContent).toBe('100% deposit bonus');
    // The footer's badge asks the list too: what matters is that the names were asked again in English.
    expect(api.calls.filter((c) => c.path === API.promotions).map((c) => c.headers.get(LANGUAGE_HEADER))).toContain('en');
    await act(() => i18next.changeLanguage('pt'));
  });

  it('names a promotion without an announcement from its rules, with no subtitle', async () => {
    fakeApi({ [API.promotions]: () => ({ value: [bonus('join')] }), [API.wallet]: () => ({ value: walletValue('0.00') }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/rewardCenter');
    const card = await screen.findByTestId('reward-FIRST_DEPOSIT');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Bônus de 100% no depósito');
    expect(within(card).queryByTestId('reward-subtitle')).toBeNull();
  });
});
