import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, TRIAL_TYPE, whitelabelFlags, type VipStatus, type Whitelabel } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const allOn = Object.fromEntries(whitelabelFlags.map((flag) => [flag, true])) as Whitelabel;
const allOff = Object.fromEntries(whitelabelFlags.map((flag) => [flag, false])) as Whitelabel;

const vip: VipStatus = {
  level: 1,
  name: 'VIP 1',
  turnover: '2000.00',
  levelTurnover: '1000.00',
  next: { level: 2, name: 'VIP 2', minTurnover: '5000.00' },
  progressPercent: 25,
};

function open(type: number, { template = '1', whitelabel = allOn }: { template?: string; whitelabel?: Whitelabel } = {}) {
  const api = fakeApi({
    [API.memberInfo]: () => ({ value: { id: '1', account: 'ana_1', nickname: 'Ana', type, clubLabel: { labelName: 'VIP 1' } } }),
    [API.vipStatus]: () => ({ value: vip }),
    [API.wallet]: () => ({ value: walletValue('1234.56') }),
    [API.unreadCounts]: () => ({ value: { announcement: 2, inbox: 3, chat: 0 } }),
    [API.promotions]: () => ({ value: [] }),
  });
  useSessionStore.getState().setSession({ ...sessionValue('ana_1'), type });
  const base = makeStatus();
  renderApp('/m/member/home', makeStatus({ info: { ...base.info, whitelabel, mobileTemplate: { mem_cen: template, dep_func: '1' } } }));
  return api;
}

/** The screen's chunk loads on first use: a busy machine (a build beside the tests) needs more than the usual wait. */
const LOAD_WAIT = { timeout: 20_000 };
const centre = () => screen.findByTestId('member-center', {}, LOAD_WAIT);

describe('member centre (/m/member/home)', () => {
  it('shows the nickname, VIP level and progress, the balance and every entry of a player in the new template', async () => {
    open(0);
    expect((await centre()).getAttribute('data-template')).toBe('new');
    await waitFor(() => expect(screen.getByTestId('member-username').textContent).toBe('Ana'));
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('R$ 1.234,56'));
    expect(screen.getByTestId('member-vip').textContent).toBe('VIP 1');
    expect(screen.getByTestId('member-vip-progress').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('member-vip-next').textContent).toBe('Faltam R$ 3.000,00 em apostas para VIP 2');
    expect(screen.getByTestId('member-deposit').getAttribute('href')).toBe('/m/voucherCenter');
    expect(screen.getByTestId('member-withdraw').getAttribute('href')).toBe('/m/withdraw');
    const targets = {
      gameRecord: '/m/gameRecord',
      transactionRecord: '/m/transaction/record',
      securityCenter: '/m/securityCenter',
      myAccount: '/m/myAccount/index',
      rewardCenter: '/m/rewardCenter',
      myActivity: '/m/myActivity',
      inviteFriends: '/m/inviteFriends',
      message: '/m/message',
      set: '/m/set',
      responsibleGaming: '/m/responsibleGaming',
      privacy: '/m/privacy',
      verifyIdentity: '/m/verifyIdentity',
      help: '/m/help',
      mall: '/m/mall/mallHome',
    };
    for (const [id, path] of Object.entries(targets)) expect(screen.getByTestId(`member-entry-${id}`).getAttribute('href'), id).toBe(path);
    expect(screen.queryByTestId('member-entry-agent')).toBeNull();
    // The footer's chat badge counts the same: announcements + inbox + chat.
    await waitFor(() => expect(screen.getByTestId('member-entry-message-badge').textContent).toBe('5'));
  });

  it('draws the base template as one list when mem_cen is not "1", and hides entries whose whitelabel switch is off', async () => {
    open(0, { template: '0', whitelabel: allOff });
    const frame = await centre();
    expect(frame.getAttribute('data-template')).toBe('base');
    const list = within(frame).getByRole('navigation');
    expect(within(list).getByTestId('member-entry-set').getAttribute('href')).toBe('/m/set');
    expect(within(list).getByTestId('member-entry-help')).toBeTruthy();
    for (const id of ['rewardCenter', 'mall', 'gameRecord', 'transactionRecord', 'securityCenter', 'myAccount'])
      expect(screen.queryByTestId(`member-entry-${id}`), id).toBeNull();
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('R$ 1.234,56'));
  });

  it('gives an agent the agency centre and no VIP level, progress, mall or invite', async () => {
    const { calls } = open(1);
    await centre();
    expect(screen.getByTestId('member-entry-agent').getAttribute('href')).toBe('/m/agent');
    expect(screen.getByTestId('member-vip').textContent).toBe('Agente');
    expect(screen.queryByTestId('member-vip-progress')).toBeNull();
    expect(screen.queryByTestId('member-entry-mall')).toBeNull();
    expect(screen.queryByTestId('member-entry-inviteFriends')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('R$ 1.234,56'));
    expect(calls.filter((c) => c.path === API.vipStatus)).toHaveLength(0);
  });

  it('shows a trial account play money without R$, no agency centre, and refuses its messages', async () => {
    open(TRIAL_TYPE, { template: '0' });
    await centre();
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('1.234,56'));
    expect(screen.getByTestId('member-balance-label').textContent).toBe('Saldo de teste');
    expect(screen.queryByTestId('member-entry-agent')).toBeNull();
    fireEvent.click(screen.getByTestId('member-entry-message'));
    expect((await screen.findByTestId('toast')).textContent).toContain('Indisponível para contas de teste');
    expect(screen.getByTestId('location').textContent).toBe('/m/member/home');
  });

  it('hides the balance with asterisks from its own toggle, and the sidebar keeps it hidden', async () => {
    open(0);
    await centre();
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toBe('R$ 1.234,56'));
    fireEvent.click(screen.getByTestId('balance-toggle'));
    expect(screen.getByTestId('member-balance').textContent).toBe('****');
    fireEvent.click(screen.getByTestId('footer-item-home'));
    fireEvent.click(await screen.findByTestId('open-right-sidebar', {}, LOAD_WAIT));
    expect((await screen.findByTestId('sidebar-balance', {}, LOAD_WAIT)).textContent).toBe('****');
    expect(screen.getByTestId('balance-toggle').getAttribute('aria-pressed')).toBe('true');
  });
});
