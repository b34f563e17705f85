import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '@app/contract';
import { initI18n } from '../i18n/i18n';
import { createDataProvider } from './data-provider';

const provider = createDataProvider({
  operators: { path: API.operatorAccounts, item: API.operatorAccount, paging: 'none', oneFromList: true },
});

beforeAll(() => {
  initI18n('pt');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getOne of a list without a GET of one item', () => {
  it('reads the list and picks the row, whatever the id type', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({
        success: true,
        value: [
          { id: 1, username: 'a' },
          { id: 7, username: 'b' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { data } = await provider.getOne({ resource: 'operators', id: '7' });
    expect(data).toEqual({ id: 7, username: 'b' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(API.operatorAccounts);
  });

  it('answers a missing row as not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, value: [{ id: 1 }] })),
    );
    await expect(provider.getOne({ resource: 'operators', id: 9 })).rejects.toMatchObject({
      statusCode: 404,
      errorCode: 'request.not.found',
    });
  });
});
