import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { ApiError } from './api-error';
import { onApiError } from './api-events';

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('unwraps the success envelope and sends the language header', async () => {
    localStorage.setItem('language', 'en');
    const fetchMock = answer({ success: true, value: { n: 1 } });
    await expect(apiGet<{ n: number }>('/wps/x')).resolves.toEqual({ n: 1 });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('language')).toBe('en');
  });

  it('sends the stored session token as a bearer, and none for guests', async () => {
    const fetchMock = answer({ success: true, value: null });
    await apiGet('/wps/x');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
    localStorage.setItem(
      'MC_SESSION_INFO',
      JSON.stringify({ token: 'tok-9', merchantCode: 'demo', userName: 'ana', type: 0, firstTimeLogin: false }),
    );
    await apiGet('/wps/x');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer tok-9');
  });

  it('throws a typed ApiError with code, message, data and status', async () => {
    answer({ success: false, errorCode: 'login.not.session', message: 'Faça login', data: { captcha: true } }, 401);
    const error: unknown = await apiGet('/wps/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'login.not.session', message: 'Faça login', data: { captcha: true }, status: 401 });
  });

  it('turns a network failure or a non-envelope answer into system errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ errorCode: 'system.unavailable', status: 0 });
    answer('<html>', 502);
    await expect(apiGet('/wps/x')).rejects.toMatchObject({ errorCode: 'system.unavailable', status: 502 });
  });

  it('rejects a success whose value fails the given parser', async () => {
    answer({ success: true, value: 'oops' });
    const parser = {
      parse: (v: unknown) => {
        if (typeof v !== 'number') throw new TypeError('nan');
        return v;
      },
    };
    await expect(apiGet('/wps/x', { schema: parser })).rejects.toMatchObject({ errorCode: 'system.unknown' });
  });

  it('broadcasts every failure so the app can re-check the system status', async () => {
    const seen: string[] = [];
    const stop = onApiError((e) => seen.push(e.errorCode));
    answer({ success: false, errorCode: 'system.maintenance', message: 'manutenção' }, 503);
    await apiGet('/wps/x').catch(() => undefined);
    stop();
    expect(seen).toEqual(['system.maintenance']);
  });
});
