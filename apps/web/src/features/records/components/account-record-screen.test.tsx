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

  it('shows when a pending withdrawal should be paid, in the language chosen', async () => {
    const expectedBy = new Date(2026, 10, 23, 9, 30).toISOString();
    const waiting: AccountRecord = {
      ...record('r3', '-20.00', '30.00'),
      status: 'pending',
      reference: 'W9',
      expected: { expectedBy, overdue: false },
    };
    fakeApi({
      [API.accountRecord]: () => ({
        value: { list: [waiting, record('r2', '50.00', '50.00')], pageNo: 1, pageSize: 20, total: 2, totalPages: 1 },
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/transaction/record');
    const row = await screen.findByTestId('record-r3');
    expect(within(row).getByTestId('payout-expected').textContent).toBe('Previsão de pagamento: 23/11 09:30');
    expect(within(screen.getByTestId('record-r2')).queryByTestId('payout-expected')).toBeNull();
  });

  it('downloads the statement of the chosen period as the server names it, with the session', async () => {
    const { calls, fetchMock } = fakeApi({
      [API.accountRecord]: () => ({ value: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } }),
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).startsWith(API.accountStatement)) return answer!(input, init);
      calls.push({
        path: API.accountStatement,
        query: new URLSearchParams(String(input).split('?')[1]),
        method: 'GET',
        headers: new Headers(init?.headers),
        body: undefined,
      });
      return new Response('\uFEFFData;Tipo\r\n', {
        headers: { 'content-disposition': 'attachment; filename="extrato-2026-11-01-2026-11-07.csv"' },
      });
    });
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:statement'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/transaction/record');
    await screen.findByTestId('empty-state');
    fireEvent.change(screen.getByTestId('field-type'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByTestId('field-startDate'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('field-endDate'), { target: { value: '2026-11-07' } });
    fireEvent.click(screen.getByTestId('statement-export'));
    await waitFor(() => expect(saved).toEqual(['extrato-2026-11-01-2026-11-07.csv']));
    const sent = calls.find((c) => c.path === API.accountStatement);
    expect(Object.fromEntries(sent!.query)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-07', type: 'withdrawal' });
    expect(sent!.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('shows the reason the server gives when the period is refused', async () => {
    const reason = 'O extrato vai de um dia até outro igual ou posterior, de no máximo 12 meses.';
    fakeApi({
      [API.accountRecord]: () => ({ value: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0 } }),
      [API.accountStatement]: () => ({
        errorCode: 'request.invalid',
        data: { fields: [{ path: 'endDate', code: 'statement_range', message: reason }] },
      }),
    });
    useSessionStore.getState().setSession(sessionValue('ana_1'));
    renderApp('/m/transaction/record');
    fireEvent.click(await screen.findByTestId('statement-export'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(reason));
    expect((screen.getByTestId('statement-export') as HTMLButtonElement).disabled).toBe(false);
  });
});
