import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bet = {
  roundId: 'r1',
  vendor: 'TA',
  vendorName: 'TA Gaming',
  gameCode: 'g',
  gameName: 'Gates',
  stake: '5.00',
  win: '42.50',
  status: 'completed',
  createdAt: '2026-11-22T10:00:00Z',
  settledAt: null,
};

describe('bet record screen', () => {
  it('lists rounds and applies the vendor filter after typing stops, the status filter at once', async () => {
    const { fetchMock } = fakeApi({
      [API.betRecord]: () => ({ value: { list: [bet], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 } }),
    });
    const lastQuery = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/gameRecord');
    const row = await screen.findByTestId('bet-r1');
    expect(row.textContent).toContain('Gates');
    // The lobby's vendor name, not the provider code the round was reported under.
    expect(within(row).getByTestId('bet-vendor').textContent).toBe('TA Gaming');
    expect(within(row).getByText('Aposta R$ 5,00')).toBeTruthy();
    expect(within(row).getByText('Ganho R$ 42,50')).toBeTruthy();

    fireEvent.change(screen.getByTestId('field-status'), { target: { value: 'open' } });
    await waitFor(() => expect(lastQuery().get('status')).toBe('open'));
    fireEvent.change(screen.getByTestId('field-vendor'), { target: { value: 'p' } });
    fireEvent.change(screen.getByTestId('field-vendor'), { target: { value: 'pp' } });
    expect(lastQuery().get('vendor')).toBeNull();
    await waitFor(() => expect(lastQuery().get('vendor')).toBe('PP'));
    const vendorCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('vendor='));
    expect(vendorCalls).toHaveLength(1);
  });

  it('opens a crash round with its cash-out and crash points, stake and round id', async () => {
    const crash = { ...bet, roundId: 'c1', gameName: 'Foguete', vendor: 'INHOUSE', vendorName: 'Demo Originals' };
    fakeApi({
      [API.betRecord]: () => ({ value: { list: [crash], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 } }),
      [API.betRecordDetail]: () => ({
        value: { ...crash, play: { kind: 'crash', cashOut: '2.35', autoCashOut: null, crashPoint: '4.10' }, fair: null },
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/gameRecord');
    fireEvent.click(await screen.findByTestId('bet-c1'));
    const sheet = await screen.findByTestId('bet-detail');
    await waitFor(() => expect(within(sheet).getByTestId('fact-cashOut').textContent).toContain('2,35×'));
    expect(within(sheet).getByTestId('fact-crashPoint').textContent).toContain('4,10×');
    expect(within(sheet).getByTestId('fact-stake').textContent).toContain('R$ 5,00');
    expect(within(sheet).getByTestId('fact-roundId').textContent).toContain('c1');
  });

  it('opens a sports bet with its match, pick and odds', async () => {
    const sports = { ...bet, roundId: 's1', gameName: 'Futebol', vendor: 'DBSPORT', vendorName: 'Demo Sports' };
    const play = { kind: 'sports', league: 'Liga', homeTeam: 'Azul FC', awayTeam: 'Verde EC', startsAt: '2026-11-22T12:00:00Z' };
    fakeApi({
      [API.betRecord]: () => ({ value: { list: [sports], pageNo: 1, pageSize: 20, total: 1, totalPages: 1 } }),
      [API.betRecordDetail]: () => ({
        value: { ...sports, play: { ...play, pick: 'away', odds: '2.40', potential: '12.00' }, fair: null },
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/gameRecord');
    fireEvent.click(await screen.findByTestId('bet-s1'));
    const sheet = await screen.findByTestId('bet-detail');
    await waitFor(() => expect(within(sheet).getByTestId('fact-match').textContent).toContain('Azul FC × Verde EC'));
    expect(within(sheet).getByTestId('fact-pick').textContent).toContain('Verde EC');
    expect(within(sheet).getByTestId('fact-odds').textContent).toContain('2,40');
  });
});
