import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { initI18n, i18next } from '../i18n/i18n';
import { storeToken } from '../session/session-token';
import { onSessionEnded } from '../api/session-events';
import { createDataProvider } from './data-provider';
import type { ResourceRoutes } from './resource-routes';

const routes: ResourceRoutes = {
  operators: { path: API.operatorAccounts, item: API.operatorAccount, paging: 'none' },
  audit: { path: API.operatorAudit, paging: 'keyset' },
  players: { path: API.operatorPlayers, item: API.operatorPlayer, paging: 'offset' },
  roles: { path: API.operatorRoles, item: API.operatorRole, paging: 'none', updateMethod: 'PUT' },
};
const provider = createDataProvider(routes);

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calledUrl = (fetchMock: ReturnType<typeof answer>) => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  void i18next.changeLanguage('pt');
});

describe('getList', () => {
  it('passes filters, the sorter and the keyset page as our query parameters', async () => {
    const fetchMock = answer({ success: true, value: { rows: [{ id: 9 }], next: 8 } });
    const page = await provider.getList({
      resource: 'audit',
      filters: [
        { field: 'actorKind', operator: 'eq', value: 'operator' },
        { field: 'at', operator: 'gte', value: new Date('2026-12-01T03:00:00.000Z') },
        { field: 'at', operator: 'lte', value: '2026-12-02T03:00:00.000Z' },
        { field: 'action', operator: 'eq', value: '' },
        { operator: 'or', value: [{ field: 'x', operator: 'eq', value: 1 }] },
      ],
      sorters: [{ field: 'at', order: 'desc' }],
      pagination: { currentPage: 1, pageSize: 50 },
      meta: { cursor: 20 },
    });
    const url = calledUrl(fetchMock);
    expect(url.pathname).toBe(API.operatorAudit);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actorKind: 'operator',
      from: '2026-12-01T03:00:00.000Z',
      to: '2026-12-02T03:00:00.000Z',
      sort: 'at',
      order: 'desc',
      limit: '50',
      before: '20',
    });
    expect(page).toMatchObject({ data: [{ id: 9 }], paging: 'keyset', cursor: 8 });
  });

  it('pages offset lists by page and size and reads their total', async () => {
    const fetchMock = answer({ success: true, value: { rows: [{ id: 1 }, { id: 2 }], total: 42 } });
    const page = await provider.getList({ resource: 'players', pagination: { currentPage: 3, pageSize: 20 } });
    expect(Object.fromEntries(calledUrl(fetchMock).searchParams)).toEqual({ page: '3', pageSize: '20' });
    expect(page).toMatchObject({ total: 42, paging: 'offset' });
  });

  it('unwraps a whole-list answer and sends the bearer token and the language', async () => {
    storeToken('tok-1');
    const fetchMock = answer({ success: true, value: [{ id: 1 }, { id: 2 }] });
    const page = await provider.getList({ resource: 'operators' });
    expect(page).toMatchObject({ data: [{ id: 1 }, { id: 2 }], total: 2, paging: 'none' });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get('language')).toBe('pt');
    expect(calledUrl(fetchMock).search).toBe('');
  });
});

describe('mutations', () => {
  it('creates with POST, updates with the route method on the item path, deletes the item', async () => {
    const fetchMock = answer({ success: true, value: { id: 5 } });
    await expect(provider.create({ resource: 'operators', variables: { username: 'ana' } })).resolves.toEqual({ data: { id: 5 } });
    await provider.update({ resource: 'operators', id: 5, variables: { status: 'disabled' } });
    await provider.update({ resource: 'roles', id: 'support', variables: { permissions: [] } });
    await provider.deleteOne({ resource: 'operators', id: 'a/b' });
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)} ${String(init?.body ?? '')}`);
    expect(calls).toEqual([
      `POST ${API.operatorAccounts} {"username":"ana"}`,
      'PATCH /wps/operator/operators/5 {"status":"disabled"}',
      'PUT /wps/operator/roles/support {"permissions":[]}',
      'DELETE /wps/operator/operators/a%2Fb ',
    ]);
  });
});

describe('errors', () => {
  it('turns an error envelope into a refine HttpError with the translated text', async () => {
    answer({ success: false, errorCode: 'operator.permission.denied', message: 'server text' }, 403);
    const error: unknown = await provider.getList({ resource: 'operators' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 403,
      errorCode: 'operator.permission.denied',
      message: 'Seu perfil não pode fazer isto.',
    });
    await i18next.changeLanguage('en');
    const english: unknown = await provider.getList({ resource: 'operators' }).catch((e: unknown) => e);
    expect(english).toMatchObject({ message: 'Your role may not do this.' });
  });

  it('marks the fields of an invalid request', async () => {
    const fields = [{ path: 'password', code: 'operator.password.short', message: 'curta' }];
    answer({ success: false, errorCode: 'request.invalid', message: 'Dados inválidos: curta', data: { fields } }, 400);
    const error: unknown = await provider.create({ resource: 'operators', variables: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Dados inválidos: curta',
      errors: { password: 'A senha precisa de pelo menos 12 caracteres.' },
    });
  });

  it('reports a dead session once a token was sent, and a network failure as unavailable', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    answer({ success: false, errorCode: 'operator.session.expired', message: 'x' }, 401);
    await provider.getList({ resource: 'operators' }).catch(() => undefined);
    expect(ended).not.toHaveBeenCalled();
    storeToken('tok-2');
    const error: unknown = await provider.getList({ resource: 'operators' }).catch((e: unknown) => e);
    expect(ended).toHaveBeenCalledWith('operator.session.expired');
    expect(error).toMatchObject({ statusCode: 401 });
    stop();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const offline: unknown = await provider.getList({ resource: 'operators' }).catch((e: unknown) => e);
    expect(offline).toMatchObject({ errorCode: 'system.unavailable', statusCode: 500 });
  });

  it('refuses a resource without a route', async () => {
    await expect(provider.getList({ resource: 'nope' })).rejects.toThrow('No server route');
  });
});
