import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, type AccountRecord } from '@app/contract';
import { useSessionStore } from '../../../lib/session/session-store';
import { fakeApi, sessionValue } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const record = (id: string, amount: string, balanceAfter: string): AccountRecord => ({
  id,
  type: amount.startsWith('-') ? 'withdrawal' : 'deposit',
  amount,
  balanceAfter,
  status: 'done',
  reference: null,
  createdAt: '2026-11-22T10:00:00Z',
});

describe('account record screen', () => {
  it('loads the next page by itself when the list ends within 300 px of the bottom, passes the agent types=A and the chosen filters to the query', async () => {
    const { fetchMock } = fakeApi({
      [API.accountRecord]: () => {
        const url = String(fetchMock.mock.calls.at(-1)?.[0]);
        const pageNo = Number(new URL(url, 'http://x').searchParams.get('pageNo'));
        const list = pageNo === 1 ? [record('r2', '-20.00', '30.00')] : [record('r1', '50.00', '50.00')];
        return { value: { list, pageNo, pageSize: 20, total: 2, totalPages: 2 } };
      },
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/transaction/record?types=A');
    const first = await screen.findByTestId('record-r2');
    expect(within(first).getByTestId('record-amount').textContent).toBe('-R$ 20,00');
    expect(within(first).getByTestId('record-amount').className).toBe('amount--minus');
    expect(within(first).getByTestId('record-balance').textContent).toBe('Saldo: R$ 30,00');
    // jsdom lays nothing out: the list's end is always in view, so page 2 follows without a tap.
    const second = await screen.findByTestId('record-r1');
    expect(within(second).getByTestId('record-amount').textContent).toBe('+R$ 50,00');
    await waitFor(() => expect(screen.queryByTestId('list-more')).toBeNull());

    fireEvent.change(screen.getByTestId('field-type'), { target: { value: 'deposit' } });
    fireEvent.change(screen.getByTestId('field-startDate'), { target: { value: '2026-11-01' } });
    await waitFor(() => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
      expect(url.searchParams.get('type')).toBe('deposit');
      expect(url.searchParams.get('types')).toBe('A');
      expect(url.searchParams.get('startDate')).toBe('2026-11-01');
      expect(url.searchParams.get('pageNo')).toBe('1');
    });
  });

  it('says so when the period has no movements', async () => {
    fakeApi({ [API.accountRecord]: () => ({ value: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } }) });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/transaction/record');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Nenhuma movimentação neste período.');
  });
});
