import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accountClient, nextIp, randomCpf } from '../../test/accounts.js';
import { loadConfig } from '../../config.js';
import { createTestApp, operatorHeaders, type DatabaseKind, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { fundMember } from '../ledger/ledger.test-support.js';
import { rowsOf } from '../../db/rows.js';

export interface PaymentsMember {
  token: string;
  memberId: number;
  merchantId: number;
  cpf: string;
  username: string;
}

/** A test app whose payment jobs do not run on their own: tests call reconcile() and redrive() when they mean to. */
export function createPaymentsApp(
  kind: DatabaseKind,
  clock?: () => number,
  options: TestAppOptions & { pix?: Record<string, unknown> } = {},
) {
  const { pix, ...rest } = options;
  return createTestApp(kind, {
    ...rest,
    ...(clock && { clock }),
    config: { ...rest.config, pix: { ...loadConfig({}).pix, reconcileIntervalMs: 0, ...pix } },
  });
}

let requestCounter = 0;
/** A fresh request id (8–64 of [A-Za-z0-9_-]). */
export const newRequestId = () => `req_${Date.now().toString(36)}_${(requestCounter += 1)}`;

type MemberOptions = { cash?: bigint; withoutCpf?: boolean; affiliateCode?: string; ip?: string; deviceId?: string };

async function demoMerchantId(t: TestApp): Promise<number> {
  const result = await t.database.db.execute(sql`select id from merchants where code = 'demo'`);
  return Number(rowsOf<{ id: number }>(result)[0]?.id);
}

/** A registered member; `affiliateCode` registers it as someone's invited friend, from `ip` and `deviceId` when given. */
async function registerMember(t: TestApp, client: ReturnType<typeof accountClient>, options: MemberOptions): Promise<PaymentsMember> {
  const cpf = randomCpf();
  const { res, payload } = await client.register(
    { idNumber: cpf, ...(options.affiliateCode && { affiliateCode: options.affiliateCode }) },
    { ...(options.ip && { ip: options.ip }), ...(options.deviceId && { deviceId: options.deviceId }) },
  );
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  const token = res.json().value.token as string;
  const info = (await client.get(API.memberInfo, { token })).json().value;
  const m = { token, memberId: Number(info.id), merchantId: await demoMerchantId(t), cpf, username: payload.username as string };
  // As a member made by an identity-provider login, who gave no CPF.
  if (options.withoutCpf) await t.database.db.execute(sql`update members set id_number = null where id = ${m.memberId}`);
  if (options.cash) await fundMember(t.app.ledger, m.merchantId, m.memberId, options.cash);
  return m;
}

/** Member and operator calls from a fresh address each (no rate limit of one address is met). */
function paymentCalls(t: TestApp) {
  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    language = 'pt',
  ): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${token}`, language },
      ...(payload !== undefined && { payload: payload as object }),
    });
  }
  const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { call, operator };
}

async function depositCreditCount(t: TestApp, m: PaymentsMember): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id where t.code = 'deposit' and a.owner_id = ${m.memberId}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * One fixture factory for payment tests: registered members with a CPF (and
 * money when asked), member and operator calls, balances and sandbox hands.
 */
export function paymentsFixture(t: TestApp, clock: () => number = Date.now) {
  const client = accountClient(t, clock);
  const { call, operator } = paymentCalls(t);
  const member = (options: MemberOptions = {}) => registerMember(t, client, options);
  const trialToken = async () => (await client.sealed('POST', API.trial, {})).json().value.token as string;

  async function balances(m: PaymentsMember) {
    const all = await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real);
    return { cash: all.get('cash') ?? 0n, held: all.get('withdraw_hold') ?? 0n };
  }

  async function channelId(m: PaymentsMember): Promise<number> {
    return (await call('GET', API.depositChannels, m.token)).json().value[0].id as number;
  }

  async function deposit(m: PaymentsMember, amount: string, requestId = newRequestId()) {
    return call('POST', API.deposit, m.token, { channelId: await channelId(m), amount, requestId });
  }

  async function txidOf(orderNo: string): Promise<string> {
    const result = await t.database.db.execute(sql`select txid from deposit_orders where order_no = ${orderNo}`);
    return rowsOf<{ txid: string }>(result)[0]?.txid ?? '';
  }

  const pay = (txid: string, delivery = 'normal', delayMs = 0) =>
    operator('POST', API.operatorSandboxPay.replace(':txid', txid), { delivery, delayMs });

  async function addAccount(m: PaymentsMember, overrides: Record<string, unknown> = {}) {
    return call('POST', API.payoutAccounts, m.token, {
      pixKeyType: 'CPF',
      pixKey: m.cpf,
      holderName: 'Maria da Silva',
      holderCpf: m.cpf,
      ...overrides,
    });
  }

  const depositCredits = (m: PaymentsMember) => depositCreditCount(t, m);

  return { client, member, trialToken, call, operator, balances, channelId, deposit, txidOf, pay, addAccount, depositCredits };
}
