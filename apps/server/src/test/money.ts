import { API } from '@app/contract';
import { houseAccount, memberAccount, CURRENCIES } from '../modules/ledger/ledger-accounts.js';
import * as members from '../modules/members/members.service.js';
import { playerIdOf } from '../modules/seamless/seamless-player.js';
import { signedHeaders } from '../modules/seamless/seamless-signature.js';
import { accountClient, nextIp } from './accounts.js';
import type { TestApp } from './test-app.js';

export const TEST_VENDOR = { code: 'TESTV', secret: 'test-vendor-secret-0123456789abcdef' };

export interface MoneyMember {
  token: string;
  username: string;
  memberId: number;
  merchantId: number;
  playerId: string;
}

/** A registered, logged-in member, optionally with cash credited as a deposit would. */
export async function memberWithMoney(t: TestApp, cashMinor = 0n, clock: () => number = Date.now): Promise<MoneyMember> {
  const client = accountClient(t, clock);
  const { res, payload } = await client.register();
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const token = res.json().value.token as string;
  const username = payload.username as string;
  const merchantId = (await t.database.db.query.merchants.findFirst())?.id as number;
  const member = await members.findByUsername({ db: t.database.db, clock: Date.now }, merchantId, username);
  if (!member) throw new Error('registered member not found');
  if (cashMinor > 0n) {
    await t.app.ledger.transfer({
      merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('psp.clearing'),
      credit: memberAccount(member.id, 'cash'),
      amount: cashMinor,
      code: 'deposit',
      idempotencyKey: `test-fund:${member.id}`,
    });
  }
  return { token, username, memberId: member.id, merchantId, playerId: playerIdOf(merchantId, member.id) };
}

/** Authenticated GET/POST as the member. */
export function memberCalls(t: TestApp, member: { token: string }) {
  const headers = { authorization: `Bearer ${member.token}` };
  return {
    get: (url: string, language?: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { ...headers, ...(language && { language }) } }),
    post: (url: string, payload: unknown, language?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: nextIp(),
        headers: { ...headers, ...(language && { language }) },
        payload: payload as object,
      }),
    wallet: async () => (await t.app.inject({ method: 'GET', url: API.wallet, headers })).json().value,
  };
}

/** A game provider calling the seamless wallet with signed requests. */
export function providerCalls(t: TestApp, vendor = TEST_VENDOR) {
  return (path: string, body: unknown, o: { secret?: string; now?: number; tamper?: (raw: string) => string } = {}) => {
    const raw = JSON.stringify(body);
    const headers = signedHeaders(vendor.code, o.secret ?? vendor.secret, raw, o.now);
    return t.app.inject({ method: 'POST', url: `/gsw/v1/${path}`, headers, payload: o.tamper ? o.tamper(raw) : raw });
  };
}
