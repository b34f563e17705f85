import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { API, whitelabelFlags, type VipStatus, type Whitelabel } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeStatus } from '../../../test/status-fixture';
import { walletValue } from '../../../test/wallet-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

function openSidebar(vip: VipStatus) {
  fakeApi({
    [API.memberInfo]: () => ({ value: { id: '1', account: 'ana_1', nickname: null, type: 0, clubLabel: { labelName: 'VIP 1' } } }),
    [API.vipStatus]: () => ({ value: vip }),
    [API.wallet]: () => ({ value: walletValue('10.00') }),
  });
  useSessionStore.getState().setSession(sessionValue('ana_1'));
  renderApp('/m/home');
  fireEvent.click(screen.getByTestId('open-right-sidebar'));
}

describe('sidebar VIP level', () => {
  it('shows the level and the progress to the next one with what is left to stake', async () => {
    openSidebar({
      level: 1,
      name: 'VIP 1',
      turnover: '2000.00',
      levelTurnover: '1000.00',
      next: { level: 2, name: 'VIP 2', minTurnover: '5000.00' },
      progressPercent: 25,
    });
    expect((await screen.findByTestId('sidebar-vip-next')).textContent).toBe('Faltam R$ 3.000,00 em apostas para VIP 2');
    expect(screen.getByTestId('sidebar-vip-progress').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('sidebar-vip').textContent).toBe('VIP 1');
  });

  it('shows a level newer than the cached member info, and the top level as full', async () => {
    openSidebar({ level: 5, name: 'VIP 5', turnover: '600000.00', levelTurnover: '500000.00', next: null, progressPercent: 100 });
    expect((await screen.findByTestId('sidebar-vip-next')).textContent).toBe('Você está no nível VIP mais alto');
    expect(screen.getByTestId('sidebar-vip').textContent).toBe('VIP 5');
    expect(screen.getByTestId('sidebar-vip-progress').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows an agent no VIP level, no progress and no points mall, and does not ask for it', async () => {
    const { calls } = fakeApi({
      [API.memberInfo]: () => ({ value: { id: '1', account: 'chefe', nickname: null, type: 1, clubLabel: { labelName: 'VIP 0' } } }),
      [API.vipStatus]: () => ({
        value: { level: 0, name: 'VIP 0', turnover: '0.00', levelTurnover: '0.00', next: null, progressPercent: 0 },
      }),
      [API.wallet]: () => ({ value: walletValue('10.00') }),
    });
    useSessionStore.getState().setSession({ ...sessionValue('chefe'), type: 1 });
    const base = makeStatus();
    const whitelabel = Object.fromEntries(whitelabelFlags.map((flag) => [flag, true])) as Whitelabel;
    renderApp('/m/home', makeStatus({ info: { ...base.info, whitelabel } }));
    fireEvent.click(screen.getByTestId('open-right-sidebar'));
    expect((await screen.findByTestId('sidebar-link-agent')).getAttribute('href')).toBe('/m/agent');
    expect(screen.getByTestId('sidebar-link-rewardCenter')).toBeTruthy();
    expect(screen.queryByTestId('sidebar-link-mall')).toBeNull();
    expect(screen.getByTestId('sidebar-vip').textContent).toBe('Agente');
    expect(screen.queryByTestId('sidebar-vip-progress')).toBeNull();
    expect(calls.filter((c) => c.path === API.vipStatus)).toHaveLength(0);
  });
});
