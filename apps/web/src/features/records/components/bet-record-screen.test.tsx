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
  vendor: 'PP',
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
});
