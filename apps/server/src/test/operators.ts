import { API, type OperatorRole } from '@app/contract';
import { generate } from 'otplib';
import { operatorHeaders, type TestApp } from './test-app.js';

export const TEST_OPERATOR_PASSWORD = 'first-password-0123';
export const TEST_OPERATOR_NEW_PASSWORD = 'chosen-password-0123';

export interface SignedInOperator {
  id: number;
  username: string;
  /** The TOTP secret enrolled at the first sign-in (tests sign in again with it). */
  secret: string;
  headers: { authorization: string };
}

let serial = Math.floor(Math.random() * 1000);

/** The current code of a secret at an instant (the server's clock: tests may move it). */
export const totpCode = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) });

/**
 * An operator of the given role, created by the CLI's token as the first operator is, who then signs in as a person
 * does: password, TOTP enrolment with the first code, and the new password the first sign-in asks for.
 */
export async function createOperator(
  t: TestApp,
  role: OperatorRole,
  username = `${role}${++serial}`,
  at = Date.now,
): Promise<SignedInOperator> {
  const created = await t.app.inject({
    method: 'POST',
    url: API.operatorAccounts,
    headers: operatorHeaders,
    payload: { username, displayName: `Test ${username}`, role, password: TEST_OPERATOR_PASSWORD },
  });
  if (created.statusCode !== 200) throw new Error(`operator not created: ${created.body}`);
  const id = created.json().value.id as number;
  // Its own address: the sign-in steps are rate limited per address, and a suite creates many operators.
  const remoteAddress = `10.66.${Math.floor(serial / 250) % 250}.${(serial % 250) + 1}`;
  const payload = { username, password: TEST_OPERATOR_PASSWORD };
  const step = await t.app.inject({ method: 'POST', url: API.operatorSession, payload, remoteAddress });
  const { ticket, secret } = step.json().value as { ticket: string; secret: string };
  const code = await totpCode(secret, at());
  const signed = await t.app.inject({ method: 'POST', url: API.operatorSessionTotp, payload: { ticket, code }, remoteAddress });
  if (signed.statusCode !== 200) throw new Error(`operator not signed in: ${signed.body}`);
  const headers = { authorization: `Bearer ${signed.json().value.token as string}` };
  const change = { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: TEST_OPERATOR_NEW_PASSWORD };
  const changed = await t.app.inject({ method: 'POST', url: API.operatorMePassword, headers, payload: change });
  if (changed.statusCode !== 200) throw new Error(`password not changed: ${changed.body}`);
  return { id, username, secret, headers };
}
