import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type Announcement, type MemberPromotion } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { walletValue } from '../../../test/wallet-fixtures';
import { actionOf } from './promotion-actions';

const scrolled = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  vi.unstubAllGlobals();
  scrolled.mockReset();
});

const announcement = (id: number, linkedPromotionId: number | null, title: string, category: string): Announcement => ({
  id,
  type: 'PR',
  title,
  content: `<p>Regras de ${title}</p><img src="x" onerror="alert(1)">`,
  category,
  groupName: null,
  imageUrl: null,
  linkUrl: null,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  read: false,
  linkedPromotionId,
  announcementImages: [{ url: `/promotions/p${id}-1.svg`, sequence: 1 }],
});

const promotion = (
  id: number,
  code: string,
  kind: MemberPromotion['kind'],
  label: MemberPromotion['label'],
  category: string,
): MemberPromotion => ({
  id,
  code,
  kind,
  category,
  label,
  title: null,
  startsAt: null,
  endsAt: null,
  rules:
    kind === 'cashback'
      ? {
          basis: 'net_loss',
          rateBp: 1000,
          period: 'daily',
          minPayout: '1.00',
          cap: '200.00',
          payAs: 'cash',
          wageringMultiplier: 0,
          expiryDays: 7,
        }
      : kind === 'manual'
        ? { reward: '10.00', remarkRequired: true, imageRequired: true }
        : kind === 'sign_in'
          ? { rewards: ['1.00'] }
          : { percent: 100, cap: '500.00', minDeposit: '20.00', wageringMultiplier: 10, firstDepositOnly: true, expiryDays: 7 },
  entry: null,
  application: null,
  cashback: null,
});

function serve(announcements: Announcement[], promotions: MemberPromotion[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [API.announcements]: () => ({ value: { promotion: announcements } }),
    [API.promotions]: () => ({ value: promotions }),
    [API.wallet]: () => ({ value: walletValue('10.00') }),
    ...extra,
  });
}

describe('promotions page', () => {
  it('hides the category menu when every promotion would only be under "all", and shows the empty placeholder with none', async () => {
    serve(
      [announcement(1, null, 'Aviso', '')].map((a) => ({ ...a, category: null })),
      [],
    );
    renderApp('/m/activity');
    expect(await screen.findByTestId('activity-item')).toBeTruthy();
    expect(screen.queryByTestId('activity-menu')).toBeNull();
  });

  it('shows the menu by category and filters the accordion', async () => {
    serve(
      [announcement(1, 10, 'Bônus 100%', 'deposit_promo'), announcement(2, 11, 'Cashback', 'rebate_promo')],
      [
        promotion(10, 'FIRST_DEPOSIT', 'deposit_bonus', 'join', 'deposit_promo'),
        promotion(11, 'DAILY_CASHBACK', 'cashback', 'join', 'rebate_promo'),
      ],
    );
    renderApp('/m/activity');
    const menu = await screen.findByTestId('activity-menu');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todas', 'Depósito', 'Cashback']);
    fireEvent.click(screen.getByTestId('activity-tab-rebate_promo'));
    expect(screen.getAllByTestId('activity-item').map((i) => i.dataset.code)).toEqual(['DAILY_CASHBACK']);
    fireEvent.click(screen.getByTestId('activity-tab-all'));
    expect(screen.getAllByTestId('activity-item')).toHaveLength(2);
  });

  it('opens the promotion of ?id= and scrolls to it, with its sanitised content and time range', async () => {
    serve(
      [announcement(1, 10, 'Bônus 100%', 'deposit_promo'), announcement(2, 11, 'Check-in', 'other_promo')],
      [
        promotion(10, 'FIRST_DEPOSIT', 'deposit_bonus', 'join', 'deposit_promo'),
        promotion(11, 'DAILY_SIGN_IN', 'sign_in', 'claim', 'other_promo'),
      ],
    );
    renderApp('/m/activity?id=2');
    await waitFor(() => expect(screen.getAllByTestId('activity-item').map((i) => i.dataset.open)).toEqual(['false', 'true']));
    const content = screen.getByTestId('activity-content');
    expect(content.textContent).toBe('Regras de Check-in');
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByTestId('activity-period').textContent).toMatch(/^A partir de 01\/01\/2026.* · longo prazo$/);
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    // A tap on the head closes it; another opens it again.
    fireEvent.click(within(screen.getAllByTestId('activity-item')[1]!).getByTestId('activity-toggle'));
    expect(screen.queryByTestId('activity-content')).toBeNull();
  });

  it('sends a guest who taps join or claim to the login', async () => {
    serve([announcement(1, 10, 'Bônus 100%', 'deposit_promo')], [promotion(10, 'FIRST_DEPOSIT', 'deposit_bonus', 'join', 'deposit_promo')]);
    renderApp('/m/activity');
    const action = await screen.findByTestId('activity-action');
    expect([action.textContent, action.dataset.action]).toEqual(['Participar', 'login']);
    fireEvent.click(action);
    expect(await screen.findByTestId('screen-login')).toBeTruthy();
  });

  it('joins a deposit bonus from the page and shows it joined', async () => {
    let label: MemberPromotion['label'] = 'join';
    const { calls } = serve([announcement(1, 10, 'Bônus 100%', 'deposit_promo')], [], {
      [API.promotions]: () => ({ value: [promotion(10, 'FIRST_DEPOSIT', 'deposit_bonus', label, 'deposit_promo')] }),
      [API.promotionJoin]: () => {
        label = 'joined';
        return { value: { promotionId: 10 } };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/activity');
    fireEvent.click(await screen.findByTestId('activity-action'));
    await waitFor(() => expect(screen.getByTestId('activity-action').dataset.label).toBe('joined'));
    expect(screen.getByTestId('activity-action').textContent).toBe('Inscrito');
    expect(calls.find((c) => c.path === API.promotionJoin)?.body).toEqual({ promotionId: 10 });
    expect(screen.getByTestId('toast').textContent).toBe('Inscrição feita! Deposite para receber o bônus.');
  });

  it('sends a member to the reward form of a manual promotion', async () => {
    serve([announcement(3, 12, 'Mostre sua vitória', 'other_promo')], [promotion(12, 'SHOW_YOUR_WIN', 'manual', 'join', 'other_promo')]);
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/activity');
    fireEvent.click(await screen.findByTestId('activity-action'));
    expect(await screen.findByTestId('screen-applyReward')).toBeTruthy();
  });

  it('shows a cashback estimate and its past payouts to the member', async () => {
    const cb = promotion(11, 'DAILY_CASHBACK', 'cashback', 'joined', 'rebate_promo');
    cb.cashback = {
      period: '2026-11-26',
      periodStart: '2026-11-26T03:00:00.000Z',
      periodEnd: '2026-11-27T03:00:00.000Z',
      basisAmount: '70.00',
      estimate: '7.00',
      payouts: [{ period: '2026-11-25', basisAmount: '30.00', amount: '3.00', payAs: 'cash', paidAt: '2026-11-26T03:05:00.000Z' }],
    };
    serve([announcement(2, 11, 'Cashback', 'rebate_promo')], [cb]);
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/activityDetail?id=2');
    expect((await screen.findByTestId('cashback-estimate')).textContent).toBe('Estimativa: R$ 7,00');
    expect(screen.getByTestId('cashback-payout').textContent).toBe('2026-11-25R$ 3,00 em saldo');
    expect(screen.getByTestId('activity-action').tagName).toBe('SPAN');
  });
});

describe('claim and claimed', () => {
  it('offers "Resgatar" as a button and shows "Resgatado" as a status, not a button', async () => {
    let label: MemberPromotion['label'] = 'claim';
    fakeApi({
      [API.announcements]: () => ({ value: { promotion: [announcement(2, 11, 'Check-in', 'other_promo')] } }),
      [API.promotions]: () => ({ value: [promotion(11, 'DAILY_SIGN_IN', 'sign_in', label, 'other_promo')] }),
      [API.signIn]: () => {
        label = 'claimed';
        return { value: { promotionId: 11, signedToday: true, streak: 1, rewards: ['0.50'], todayReward: '0.50' } };
      },
      [API.wallet]: () => ({ value: walletValue('0.50') }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/activity');
    fireEvent.click(await screen.findByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(screen.getByTestId('activity-action').dataset.label).toBe('claimed'));
    const status = screen.getByTestId('activity-action');
    expect([status.tagName, status.textContent, status.dataset.action]).toEqual(['SPAN', 'Resgatado', 'none']);
    expect(screen.queryByRole('button', { name: 'Resgatado' })).toBeNull();
  });
});

describe('the action of each status label', () => {
  const p = (kind: MemberPromotion['kind'], label: MemberPromotion['label']) => ({ id: 7, kind, label });
  it('maps labels to actions for members and guests', () => {
    expect(actionOf(p('deposit_bonus', 'join'), true)).toEqual({ kind: 'join' });
    expect(actionOf(p('deposit_bonus', 'joined'), true)).toEqual({ kind: 'go', to: '/m/voucherCenter' });
    expect(actionOf(p('deposit_bonus', 'process'), true)).toEqual({ kind: 'go', to: '/m/rewardCenter' });
    expect(actionOf(p('manual', 'join'), true)).toEqual({ kind: 'go', to: '/m/applyReward?id=7' });
    expect(actionOf(p('manual', 'rejected'), true)).toEqual({ kind: 'go', to: '/m/applyReward?id=7' });
    expect(actionOf(p('sign_in', 'claim'), true)).toEqual({ kind: 'claim' });
    expect(actionOf(p('sign_in', 'claimed'), true)).toEqual({ kind: 'none' });
    for (const label of ['applying', 'close', 'issued', 'coming_soon'] as const)
      expect(actionOf(p('manual', label), true)).toEqual({ kind: 'none' });
    expect(actionOf(p('cashback', 'joined'), true)).toEqual({ kind: 'none' });
    expect(actionOf(p('cashback', 'join'), false)).toEqual({ kind: 'login' });
    expect(actionOf(p('sign_in', 'claim'), false)).toEqual({ kind: 'login' });
    expect(actionOf(p('deposit_bonus', 'coming_soon'), false)).toEqual({ kind: 'none' });
  });
});
