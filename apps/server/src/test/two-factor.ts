import { API } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { accountClient, nextIp, type SendOptions } from './accounts.js';
import { totpCode } from './operators.js';
import type { TestApp } from './test-app.js';

export { totpCode };

/** TOTP steps are 30 seconds: a test moves its clock by one to get a code not used yet. */
export const TOTP_STEP_MS = 30_000;

export interface TwoFactorMember {
  username: string;
  password: string;
  mobileNum: string;
  /** The session the member registered with (the one that turned the verification on). */
  token: string;
  secret: string;
  backupCodes: string[];
}

/** The member calls of two-step verification and the login's code step, as the web client makes them. */
export function twoFactorClient(t: TestApp, clock: () => number) {
  const client = accountClient(t, clock);
  const post = (url: string, token: string, payload?: unknown, o: SendOptions = {}): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: o.ip ?? nextIp(),
      headers: client.headersOf({ ...o, token }),
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
  const status = async (token: string) => (await client.get(API.twoFactor, { token })).json().value;
  const code = (secret: string) => totpCode(secret, clock());
  const answer = (challenge: string, code: string, o: SendOptions = {}) =>
    client.sealed('POST', API.loginTwoFactor, { challenge, code }, o);

  async function newMember() {
    const { res, payload } = await client.register();
    if (res.statusCode !== 200) throw new Error(`not registered: ${res.body}`);
    return {
      username: payload.username as string,
      password: payload.password as string,
      mobileNum: payload.mobileNum as string,
      token: res.json().value.token as string,
    };
  }

  /** A new member who turned the verification on from their registration's session. */
  async function memberWithTwoFactor(): Promise<TwoFactorMember> {
    const member = await newMember();
    const setup = await post(API.twoFactorSetup, member.token);
    if (setup.statusCode !== 200) throw new Error(`no setup: ${setup.body}`);
    const secret = setup.json().value.secret as string;
    const enabled = await post(API.twoFactorEnable, member.token, { password: member.password, code: await code(secret) });
    if (enabled.statusCode !== 200) throw new Error(`not enabled: ${enabled.body}`);
    return { ...member, secret, backupCodes: enabled.json().value.backupCodes as string[] };
  }

  /** The password step; answers the challenge (undefined when a session opened at once) and the response. */
  async function passwordStep(member: { username: string; password: string }, o: SendOptions = {}) {
    const res = await client.login(member.username, member.password, o);
    return { res, challenge: res.json().value?.twoFactor?.challenge as string | undefined };
  }

  return { client, post, status, code, answer, newMember, memberWithTwoFactor, passwordStep };
}
