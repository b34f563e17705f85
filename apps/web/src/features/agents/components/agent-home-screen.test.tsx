import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type AgentHome } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const home = (type: number, over: Partial<AgentHome> = {}): AgentHome => ({
  username: 'chefe',
  type,
  inviteCode: 'ABCD2345',
  nav: ['teamOverview', 'teamPnl'],
  showDividend: false,
  unreadAnnouncements: 3,
  contractRequestInfo: { dailysalreqtype: '1', divtypecompperiodreq: '0', contracthoursalreq: '0' },
  ...over,
});

const noOffer = { dailysalreqtype: '0', divtypecompperiodreq: '0', contracthoursalreq: '0' } as const;

const funds = {
  currency: 'BRL',
  totalBalance: '1234.50',
  cash: '1234.50',
  bonus: '0.00',
  withdrawHold: '0.00',
  inPlay: '0.00',
  subWallets: '0.00',
  depositTotal: '0.00',
  withdrawTotal: '0.00',
};
const kpi = {
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  footer: { teamLoginMemberCount: 4, teamBetMemberCount: 3, teamRegisterMemberCount: 2, teamOnlineCount: 1 },
};

function setup(type: number, over: Partial<AgentHome> = {}) {
  const api = fakeApi({
    [API.agentHome]: () => ({ value: home(type, over) }),
    [API.consolidatedFunds]: () => ({ value: funds }),
    [API.agentKpi]: () => ({ value: kpi }),
  });
  useSessionStore.getState().setSession({ ...sessionValue('chefe'), type });
  renderApp('/m/agent');
  return api;
}

describe('agent home', () => {
  it('shows the name, balance, the four counters of today, the allowed grid and the footer without dividend', async () => {
    const { calls } = setup(1);
    await waitFor(() => expect(screen.getByTestId('agent-username').textContent).toBe('chefe'));
    await waitFor(() => expect(screen.getByTestId('agent-balance').textContent).toBe('R$ 1.234,50'));
    await waitFor(() => expect(screen.getByTestId('counter-loggedIn').textContent).toContain('4'));
    expect(screen.getByTestId('counter-online').textContent).toContain('1');
    expect(screen.getByTestId('agent-nav-teamPnl')).toBeTruthy();
    expect(screen.queryByTestId('agent-nav-memberTeam')).toBeNull();
    expect(screen.queryByTestId('agent-footer-item-dividend')).toBeNull();
    const kpiCall = calls.find((c) => c.path === API.agentKpi)!;
    expect(kpiCall.query.get('size')).toBe('0');
    expect(kpiCall.query.get('startDate')).toBe(kpiCall.query.get('endDate'));
  });

  it('prompts for a waiting salary offer (Cancel closes it, Go opens the contract)', async () => {
    setup(1, { showDividend: true });
    expect(await screen.findByTestId('contract-prompt')).toBeTruthy();
    expect(screen.getByTestId('agent-footer-item-dividend')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-prompt-cancel'));
    await waitFor(() => expect(screen.queryByTestId('contract-prompt')).toBeNull());
  });

  it('skips the prompt for types 41 and 42', async () => {
    setup(41);
    await waitFor(() => expect(screen.getByTestId('agent-username').textContent).toBe('chefe'));
    await waitFor(() => expect(screen.getByTestId('counter-loggedIn').textContent).toContain('4'));
    expect(screen.queryByTestId('contract-prompt')).toBeNull();
  });

  it("badges the grid's messages entry with the message centre's unread count, as the member footer does", async () => {
    fakeApi({
      [API.agentHome]: () => ({ value: home(1, { nav: ['teamOverview', 'message'], contractRequestInfo: noOffer }) }),
      [API.consolidatedFunds]: () => ({ value: funds }),
      [API.agentKpi]: () => ({ value: kpi }),
      [API.unreadCounts]: () => ({ value: { announcement: 1, inbox: 2, chat: 4 } }),
    });
    useSessionStore.getState().setSession({ ...sessionValue('chefe'), type: 1 });
    renderApp('/m/agent');
    await waitFor(() => expect(screen.getByTestId('agent-nav-message-badge').textContent).toBe('7'));
    expect(screen.getByTestId('agent-nav-message').getAttribute('href')).toBe('/m/message');
    expect(screen.queryByTestId('agent-nav-teamOverview-badge')).toBeNull();
  });

  it('keeps the agent footer, not the member footer with its rewards badge, on the agent screens', async () => {
    setup(1);
    fireEvent.click(await screen.findByTestId('agent-nav-teamOverview'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/m/agent/team/overview'));
    expect(screen.getByTestId('agent-footer')).toBeTruthy();
    expect(screen.queryByTestId('footer-menu')).toBeNull();
    expect(screen.queryByTestId('footer-item-rewards-badge')).toBeNull();
  });
});
