import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../i18n/i18n';
import { ApiError, errorMessageKey } from './api-error';
import { isApiError } from './api-error-check';
import { apiFailure } from './api-failure';

afterEach(() => {
  vi.doUnmock('./api-error');
  vi.resetModules();
});

describe('a failed call', () => {
  it('is an ApiError that arrives with the error texts of the active language', async () => {
    initI18n('pt');
    expect(i18next.hasResourceBundle('pt', 'errors')).toBe(false);
    const error = await apiFailure('login.credentials.invalid', 'Usuário ou senha incorretos.', {}, 401);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'login.credentials.invalid', status: 401 });
    expect(i18next.t(`errors:${errorMessageKey(error.errorCode)}`)).toBe('Usuário ou senha incorretos.');
  });

  it('is recognised by its shape, and nothing else is', () => {
    expect(isApiError(new ApiError('system.unknown', ''))).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', errorCode: 'system.unknown' })).toBe(false);
    expect(isApiError(Object.assign(new Error(''), { name: 'ApiError' }))).toBe(false);
  });

  it('still comes as an ApiError when the chunk with the class cannot be fetched', async () => {
    vi.doMock('./api-error', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const fresh = await import('./api-failure');
    const error = await fresh.apiFailure('system.unavailable', '', {}, 0);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ errorCode: 'system.unavailable', status: 0, data: {} });
  });
});
