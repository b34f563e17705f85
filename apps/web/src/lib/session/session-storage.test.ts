import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@app/contract';
import { clearStoredSession, readSession, readSessionToken, storeLogin } from './session-storage';

const session = { token: 'tok-1', merchantCode: 'demo', userName: 'ana_1', type: 0, firstTimeLogin: false };

afterEach(() => localStorage.clear());

describe('stored session and the autoLogin flag (SPEC §3, §4)', () => {
  it('a login stores the session and switches automatic login on; logout removes it and switches it off', () => {
    storeLogin(session);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('1');
    expect(readSession()).toMatchObject({ userName: 'ana_1' });
    clearStoredSession();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('does not use a stored session while autoLogin is 0', () => {
    storeLogin(session);
    localStorage.setItem(STORAGE_KEYS.autoLogin, '0');
    expect(readSession()).toBeNull();
    expect(readSessionToken()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
    expect(readSessionToken()).toBe('tok-1');
  });
});
