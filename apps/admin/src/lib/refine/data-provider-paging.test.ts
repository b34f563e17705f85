import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, TOTAL_COUNT_HEADER } from '@app/contract';
import { createDataProvider } from './data-provider';
import type { ResourceRoutes } from './resource-routes';

const routes: ResourceRoutes = {
  players: { path: API.operatorPlayers, item: API.operatorPlayer, paging: 'cursor' },
  withdrawals: { path: API.operatorWithdrawals, item: API.operatorWithdrawal, paging: 'total-header' },
};
const provider = createDataProvider(routes);

function answer(body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const query = (fetchMock: ReturnType<typeof answer>) =>
  Object.fromEntries(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cursor lists', () => {
  it('send the page size as limit and the opaque cursor, and read next, total and the cap', async () => {
    const fetchMock = answer({ success: true, value: { rows: [{ id: 3 }], total: 10000, totalCapped: true, next: 'WzNd' } });
    const page = await provider.getList({
      resource: 'players',
      filters: [{ field: 'username', operator: 'eq', value: 'ana' }],
      sorters: [{ field: 'registeredAt', order: 'asc' }],
      pagination: { currentPage: 4, pageSize: 50 },
      meta: { cursor: 'WzJd' },
    });
    expect(query(fetchMock)).toEqual({ username: 'ana', sort: 'registeredAt', order: 'asc', limit: '50', cursor: 'WzJd' });
    expect(page).toMatchObject({ data: [{ id: 3 }], total: 10000, totalCapped: true, cursor: 'WzNd', paging: 'cursor' });
  });

  it('leave the cursor out on the first page and end with a null next', async () => {
    const fetchMock = answer({ success: true, value: { rows: [], total: 0, totalCapped: false, next: null } });
    const page = await provider.getList({ resource: 'players', pagination: { currentPage: 1, pageSize: 20 } });
    expect(query(fetchMock)).toEqual({ limit: '20' });
    expect(page).toMatchObject({ total: 0, totalCapped: false, cursor: null });
  });
});

describe('lists counted in a header', () => {
  it('send page and limit and read the whole count from x-total-count', async () => {
    const fetchMock = answer({ success: true, value: [{ orderNo: 'W1' }, { orderNo: 'W2' }] }, { [TOTAL_COUNT_HEADER]: '57' });
    const page = await provider.getList({ resource: 'withdrawals', pagination: { currentPage: 2, pageSize: 25 } });
    expect(query(fetchMock)).toEqual({ page: '2', limit: '25' });
    expect(page).toMatchObject({ data: [{ orderNo: 'W1' }, { orderNo: 'W2' }], total: 57, paging: 'total-header' });
  });

  it('count the rows when the header is missing', async () => {
    answer({ success: true, value: [{ orderNo: 'W1' }] });
    const page = await provider.getList({ resource: 'withdrawals', pagination: { currentPage: 1, pageSize: 25 } });
    expect(page.total).toBe(1);
  });

  it('fill the item path of a withdrawal by its order number', async () => {
    const fetchMock = answer({ success: true, value: { withdrawal: {} } });
    await provider.getOne({ resource: 'withdrawals', id: 'W 1' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/operator/withdrawals/W%201/detail');
  });
});
