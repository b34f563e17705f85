import { describe, expect, it } from 'vitest';
import { expiredPath } from './expired-path';

describe('expiredPath', () => {
  it('keeps the page the operator was on, its query included', () => {
    expect(expiredPath({ pathname: '/audit', search: '?x=1&y=2' })).toBe('/login/expired?to=%2Faudit%3Fx%3D1%26y%3D2');
  });

  it('returns nowhere special from the dashboard or the sign-in page', () => {
    expect(expiredPath({ pathname: '/', search: '' })).toBe('/login/expired');
    expect(expiredPath({ pathname: '/login/expired', search: '' })).toBe('/login/expired');
  });
});
