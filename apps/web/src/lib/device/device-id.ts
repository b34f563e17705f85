import { DEVICE_ID_HEADER } from '@app/contract';
import { readStored, writeStored } from '../storage';

const KEY = 'deviceId';

/**
 * This browser's device id: made once, kept in localStorage and sent with
 * the calls that start a session (login, registration), so the referral
 * scheme can tell a member inviting themself (docs/decisions/referral.md "Anti-self-referral").
 * Without storage it is a fresh id each time: nothing to compare, nothing lost.
 */
export function deviceId(): string {
  const stored = readStored(KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const made = crypto.randomUUID();
  writeStored(KEY, made);
  return made;
}

export const deviceHeaders = () => ({ [DEVICE_ID_HEADER]: deviceId() });
