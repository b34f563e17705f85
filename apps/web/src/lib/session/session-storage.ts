import { STORAGE_KEYS } from '@app/contract';
import { readStored, readStoredJson, removeStored, writeStored } from '../storage';

/** The stored login (SPEC §3, key MC_SESSION_INFO). */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type (SPEC §6): decides agent access and trial limits. */
  type: number;
  firstTimeLogin: boolean;
  /** The previous login, shown once in a toast after logging in. */
  lastLogin?: { ip: string; at: string } | null;
}

function isSessionInfo(value: unknown): value is SessionInfo {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token.length > 0 &&
    typeof v.merchantCode === 'string' &&
    typeof v.userName === 'string' &&
    typeof v.type === 'number' &&
    Number.isInteger(v.type)
  );
}

/**
 * The stored session, used at start and on every call. A damaged or partial
 * record counts as no session rather than a broken one, and so does any
 * record while autoLogin is '0' (SPEC §4: logout switches automatic login off).
 */
export function readSession(): SessionInfo | null {
  if (readStored(STORAGE_KEYS.autoLogin) === '0') return null;
  const raw = readStoredJson(STORAGE_KEYS.session);
  if (!isSessionInfo(raw)) return null;
  return { ...raw, firstTimeLogin: raw.firstTimeLogin === true };
}

export function writeSession(session: SessionInfo): void {
  writeStored(STORAGE_KEYS.session, JSON.stringify(session));
}

/** The bearer token of the stored session, if any (read on every call so other tabs count). */
export function readSessionToken(): string | null {
  return readSession()?.token ?? null;
}

/** Login, registration or trial (SPEC §4): the session is kept and automatic login switched on. */
export function storeLogin(session: SessionInfo): void {
  writeSession(session);
  writeStored(STORAGE_KEYS.autoLogin, '1');
}

/** Logout (SPEC §4): the session goes and automatic login is switched off. */
export function clearStoredSession(): void {
  removeStored(STORAGE_KEYS.session);
  writeStored(STORAGE_KEYS.autoLogin, '0');
}
