import { API, DAY_MS, merchantDayOf, merchantDayStart, type BarredCase, type Jurisdiction, type ProtectionStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { nextIp, randomCpf } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { manualClock, operatorHeaders, type DatabaseKind, type TestApp, type TestAppOptions } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { fundMember } from '../ledger/ledger.test-support.js';
import { createPaymentsApp, paymentsFixture } from '../payments/payments.test-support.js';
import * as protection from '../protection/protection.service.js';
import { LOSS_AND_TIME } from '../protection/protection.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';

export const PASSWORD = 'segredo123';

export interface BarredMember {
  token: string;
  memberId: number;
  merchantId: number;
  cpf: string;
  username: string;
}

type Clock = ReturnType<typeof manualClock>;

/** Moves the clock to 01:00 of the merchant's next day: the next login is that day's first. */
export function toNextDay(clock: Clock): void {
  const next = merchantDayStart(merchantDayOf(clock.now())).getTime() + DAY_MS + 60 * 60_000;
  clock.advance(next - clock.now());
}

/** Operator calls, as the suite's admin key unless `headers` say otherwise, each from a fresh address. */
export const operatorCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = operatorHeaders,
) => t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });

async function casesOf(t: TestApp, query = ''): Promise<BarredCase[]> {
  const res = await operatorCall(t, 'GET', `${API.operatorBarredCases}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as BarredCase[];
}

type Payments = ReturnType<typeof paymentsFixture>;

/** The operator's hands: the profile switch, the sandbox's list and its outage switch. */
function operatorHands(t: TestApp, clock: Clock) {
  return {
    switchTo: async (jurisdiction: Jurisdiction) => {
      expect((await operatorCall(t, 'PUT', API.operatorJurisdiction, { jurisdiction })).statusCode).toBe(200);
      // The profile is read through a one-second cache.
      clock.advance(1_001);
    },
    list: async (cpf: string, category = 'social_program') => {
      const res = await operatorCall(t, 'POST', API.operatorBarredSandboxEntries, { cpf, category, note: 'test' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { id: number };
    },
    setFailing: async (failing: boolean) =>
      expect((await operatorCall(t, 'PUT', API.operatorBarredSandbox, { failing })).statusCode).toBe(200),
    caseOf: async (m: BarredMember) => (await casesOf(t, `?memberId=${m.memberId}`))[0],
    nextDay: () => toNextDay(clock),
  };
}

/** The members' hands: registration (with the limits BR asks for) and login as the site does them. */
function memberHands(t: TestApp, f: Payments) {
  const register = async (cpf = randomCpf()) => {
    const { res, payload } = await f.client.register({ idNumber: cpf, limits: LOSS_AND_TIME });
    return { res, cpf, username: payload.username as string };
  };
  const member = async (cpf = randomCpf()): Promise<BarredMember> => {
    const { res, username } = await register(cpf);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().value.token as string;
    const info = (await f.client.get(API.memberInfo, { token })).json().value;
    const merchantId = (await t.database.db.query.merchants.findFirst())!.id;
    return { token, memberId: Number(info.id), merchantId, cpf, username };
  };
  const login = (m: BarredMember) => f.client.login(m.username, PASSWORD);
  const protectionOf = async (token: string) => (await f.call('GET', API.protection, token)).json().value as ProtectionStatus;
  return { register, member, login, protectionOf };
}

/** A game provider's bets and wins for a member, and the member's cash. */
function playHands(t: TestApp, clock: Clock) {
  const provider = providerCalls(t);
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;
  const move = (kind: 'bet' | 'win', m: BarredMember, body: Record<string, unknown>) =>
    provider(
      kind,
      { playerId: playerIdOf(m.merchantId, m.memberId), gameCode: 'demo-slot', currency: 'BRL', ...body },
      { now: clock.now() },
    );
  return {
    bet: (m: BarredMember, amount: string, roundId = id('r'), transactionId = id('bet')) =>
      move('bet', m, { transactionId, roundId, amount }),
    win: (m: BarredMember, roundId: string, amount: string) =>
      move('win', m, { transactionId: id('win'), roundId, amount, endRound: true }),
    cash: async (m: BarredMember) => (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n,
  };
}

/**
 * The barred-persons suites' app (payments, a test vendor, a clock the test moves) and their hands: the operator's,
 * members registered and logged in as the site does, a provider's bets and wins.
 */
export async function barredFixture(kind: DatabaseKind, options: TestAppOptions = {}) {
  const clock = manualClock();
  const t = await createPaymentsApp(kind, clock.now, { ...options, config: { seamlessVendors: [TEST_VENDOR], ...options.config } });
  const f = paymentsFixture(t, clock.now);
  const members = memberHands(t, f);
  /** A member who may bet under BR: identity verified (the KYC module's mark) and cash. */
  const player = async (cash: bigint, cpf?: string) => {
    const m = await members.member(cpf);
    const key = { merchantId: m.merchantId, memberId: m.memberId };
    await protection.markIdentityVerified({ db: t.database.db, clock: clock.now }, key, new Date(clock.now()));
    await fundMember(t.app.ledger, m.merchantId, m.memberId, cash);
    return m;
  };
  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number | string }>(await t.database.db.execute(query))[0]?.n);
  return { t, f, clock, ...operatorHands(t, clock), ...members, ...playHands(t, clock), player, count };
}

export type BarredFixture = Awaited<ReturnType<typeof barredFixture>>;
