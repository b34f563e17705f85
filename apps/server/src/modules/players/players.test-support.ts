import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../../db/rows.js';
import { randomCpf } from '../../test/accounts.js';
import { TEST_VENDOR, providerCalls } from '../../test/money.js';
import { operatorHeaders, type DatabaseKind, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';

/** A test app for the players calls: the sandbox PSP for deposits and a signed test vendor for bets. */
export const createPlayersApp = (kind: DatabaseKind, options: Pick<TestAppOptions, 'onRoute'> = {}) =>
  createPaymentsApp(kind, undefined, { ...options, config: { seamlessVendors: [TEST_VENDOR] } });

export interface Player extends PaymentsMember {
  mobileNum: string;
  email: string | null;
  password: string;
}

let serial = 0;
const unique = () => `${Date.now().toString(36).slice(-4)}${(serial += 1)}`;

/**
 * One fixture factory for the players tests: members registered with known CPF, number and e-mail, deposits and bets
 * through the real PSP sandbox and seamless wallet, and the operator's calls.
 */
export function playersFixture(t: TestApp) {
  const f = paymentsFixture(t);

  async function player(o: { username?: string; email?: string | null; affiliateCode?: string } = {}): Promise<Player> {
    const mobileNum = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const username = o.username ?? `pl_${unique()}`;
    const email = o.email === undefined ? `${username}@Example.com` : o.email;
    const cpf = randomCpf();
    const { res } = await f.client.register({
      username,
      mobileNum,
      idNumber: cpf,
      ...(o.affiliateCode && { affiliateCode: o.affiliateCode }),
    });
    if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
    const token = res.json().value.token as string;
    const info = (await f.client.get(API.memberInfo, { token })).json().value;
    // The demo merchant's registration form asks neither: set as a member's profile and first withdrawal would.
    await t.database.db.execute(sql`update members set email = ${email}, payee_name = 'Maria da Silva' where id = ${Number(info.id)}`);
    const merchantId = Number(
      rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from merchants where code = 'demo'`))[0]?.id,
    );
    return { token, memberId: Number(info.id), merchantId, cpf, username, mobileNum, email, password: 'segredo123' };
  }

  async function inviteCodeOf(p: Player): Promise<string> {
    const rows = rowsOf<{ code: string }>(
      await t.database.db.execute(sql`select invite_code as code from members where id = ${p.memberId}`),
    );
    return rows[0]!.code;
  }

  /** A PIX deposit paid at the sandbox PSP (credited by its webhook). */
  async function deposit(p: Player, amount: string): Promise<void> {
    const order = (await f.deposit(p, amount)).json().value;
    const paid = await f.pay(await f.txidOf(order.orderNo));
    if (paid.statusCode !== 200) throw new Error(`sandbox payment failed: ${paid.body}`);
  }

  /** One round through the signed seamless wallet: a bet, then a win that ends it (none: the round stays open). */
  async function playRound(p: Player, stake: string, win?: string): Promise<void> {
    const call = providerCalls(t);
    const round = { playerId: playerIdOf(p.merchantId, p.memberId), roundId: `r-${unique()}`, gameCode: 'demo-slot', currency: 'BRL' };
    const bet = await call('bet', { ...round, transactionId: `b-${unique()}`, amount: stake });
    if (bet.statusCode !== 200) throw new Error(`bet failed: ${bet.body}`);
    if (win !== undefined) await call('win', { ...round, transactionId: `w-${unique()}`, amount: win, endRound: true });
  }

  const operator = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  const pathOf = (template: string, p: { memberId: number } | number) =>
    template.replace(':id', String(typeof p === 'number' ? p : p.memberId));
  const search = async (query: string) => (await operator('GET', `${API.operatorPlayers}?${query}`)).json().value;
  const page = async (p: Player | number) => (await operator('GET', pathOf(API.operatorPlayer, p))).json().value;
  const list = async (template: string, p: Player, query = ''): Promise<LightMyRequestResponse> =>
    operator('GET', `${pathOf(template, p)}${query}`);

  return { ...f, player, inviteCodeOf, deposit, playRound, operator, pathOf, search, page, list };
}
