import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type ReferralFriend, type ReferralSummary } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const LINK = `${window.location.origin}/m/register?affiliateCode=ABCD2345`;
const summary: ReferralSummary = {
  inviteCode: 'ABCD2345',
  link: LINK,
  qrImage: 'data:image/svg+xml;base64,PHN2Zy8+',
  enabled: true,
  rules: {
    referrerReward: '10.00',
    friendReward: '5.00',
    minFirstDeposit: '20.00',
    minTurnover: null,
    withinDays: 7,
    dailyLimit: 5,
    totalLimit: null,
    reviewRequired: false,
  },
  invited: 3,
  qualified: 1,
  rewarded: 1,
  rewardsEarned: '10.00',
};
const friend = (username: string, status: ReferralFriend['status'], extra: Partial<ReferralFriend> = {}): ReferralFriend => ({
  username,
  registeredAt: '2026-11-20T12:00:00Z',
  status,
  reason: null,
  reward: null,
  ...extra,
});

function serve(pages: ReferralFriend[][], total: number) {
  return fakeApi({
    [API.referral]: () => ({ value: summary }),
    [API.referralFriends]: (call) => {
      const page = Number(call.query.get('page') ?? 1);
      return { value: { list: pages[page - 1] ?? [], total, page, pageSize: 2 } };
    },
    [API.wallet]: () => ({ value: walletValue('0.00') }),
    [API.promotions]: () => ({ value: [] }),
  });
}

describe('invite friends screen', () => {
  it('shows the link, code, QR, rules and totals, and the invited friends page by page with their status', async () => {
    const { calls } = serve(
      [
        [friend('an***a', 'rewarded', { reward: '10.00' }), friend('bo***b', 'ineligible', { reason: 'same_device' })],
        [friend('ca***c', 'registered')],
      ],
      3,
    );
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/inviteFriends');
    expect(await screen.findByTestId('invite-link')).toHaveProperty('value', LINK);
    expect(screen.getByTestId('invite-code').textContent).toBe('ABCD2345');
    expect(screen.getByTestId('invite-qr').getAttribute('src')).toBe(summary.qrImage);
    expect(screen.getByTestId('invite-rules').textContent).toContain('você ganha R$ 10,00 e ele ganha R$ 5,00');
    expect(screen.getByTestId('invite-rules').textContent).toContain('primeiro depósito de pelo menos R$ 20,00');
    expect(screen.getByTestId('invite-total-invited').textContent).toBe('3Convidados');
    expect(screen.getByTestId('invite-total-qualified').textContent).toBe('1Qualificados');
    expect(screen.getByTestId('invite-total-earned').textContent).toBe('R$ 10,00Recompensas');
    // The link is built on this site's origin.
    expect(calls.find((c) => c.path === API.referral)?.query.get('origin')).toBe(window.location.origin);

    await waitFor(() => expect(screen.getAllByTestId('invite-friend')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('invite-friend');
    expect(first?.dataset.status).toBe('rewarded');
    expect(within(first!).getByText('Recompensado')).toBeTruthy();
    expect(within(first!).getByText('+R$ 10,00')).toBeTruthy();
    expect(second?.dataset.status).toBe('ineligible');
    expect(within(second!).getByText('mesmo aparelho')).toBeTruthy();

    fireEvent.click(screen.getByTestId('invite-more'));
    await waitFor(() => expect(screen.getAllByTestId('invite-friend')).toHaveLength(3));
    expect(screen.getAllByTestId('invite-friend')[2]?.dataset.status).toBe('registered');
    expect(screen.queryByTestId('invite-more')).toBeNull();
  });

  it('copies the link and offers WhatsApp, Telegram and the system share sheet', async () => {
    serve([[]], 0);
    const writeText = vi.fn(() => Promise.resolve());
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/inviteFriends');
    fireEvent.click(await screen.findByTestId('invite-copy'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((await screen.findByTestId('toast')).textContent).toBe('Link copiado');
    expect(screen.getByTestId('invite-share-whatsapp').getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Cadastre-se com o meu convite: ${LINK}`)}`,
    );
    expect(screen.getByTestId('invite-share-telegram').getAttribute('href')).toContain(`url=${encodeURIComponent(LINK)}`);
    fireEvent.click(screen.getByTestId('invite-share-native'));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }));
    expect(await screen.findByTestId('invite-no-friends')).toBeTruthy();
  });

  it('tells a trial account that invitations are for real accounts', async () => {
    fakeApi({ [API.referral]: () => ({ errorCode: 'free.reject', status: 403 }), [API.wallet]: () => ({ value: walletValue('0.00') }) });
    useSessionStore.getState().setSession({ ...sessionValue('trial_1'), type: 4 });
    renderApp('/m/inviteFriends');
    expect((await screen.findByTestId('invite-error')).textContent).toBe(
      'Indisponível para contas de teste. Cadastre-se para usar este recurso.',
    );
    expect(screen.queryByTestId('invite-link')).toBeNull();
  });

  it('sends agents to their agent home instead', async () => {
    const { calls } = fakeApi({ [API.agentHome]: () => ({ errorCode: 'request.not.found', status: 404 }) });
    useSessionStore.getState().setSession({ ...sessionValue('boss_1'), type: 1 });
    renderApp('/m/inviteFriends');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/agent'));
    expect(calls.some((c) => c.path === API.referral)).toBe(false);
  });
});

describe('invite entries', () => {
  it('show the coming-soon toast from the footer when the REFERRAL promotion is off', async () => {
    serve([[]], 0);
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    const off = makeStatus();
    off.info.referral = false;
    renderApp('/m/home', off);
    fireEvent.click(await screen.findByTestId('footer-item-invite'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Em breve');
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });

  it('open the invite page for members and the login page for guests when it is on', async () => {
    serve([[]], 0);
    renderApp('/m/home');
    fireEvent.click(await screen.findByTestId('footer-item-invite'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/login'));
  });
});
