import { API, type Jurisdiction, type ProtectionStatus } from '@app/contract';
import { expect } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { manualClock, operatorHeaders, type DatabaseKind, type TestApp } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';
import { markIdentityVerified } from './account-restrictions.js';

export const LOSS_AND_TIME = [
  { kind: 'loss', period: 'day', value: '20.00' },
  { kind: 'time', period: 'day', value: '120' },
];

/**
 * The protection suites' app (payments and a test vendor, a clock the test moves) and their calls: the player's
 * limits, a provider's bets and wins, the operator's switches.
 */
export async function protectionFixture(kind: DatabaseKind) {
  const clock = manualClock();
  const t: TestApp = await createPaymentsApp(kind, clock.now, { config: { seamlessVendors: [TEST_VENDOR] } });
  const f = paymentsFixture(t, clock.now);
  const provider = providerCalls(t);
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

  const operator = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers: operatorHeaders, ...(payload && { payload }) });
  const switchTo = async (jurisdiction: Jurisdiction) => {
    expect((await operator('PUT', API.operatorJurisdiction, { jurisdiction })).statusCode).toBe(200);
    // The bet's statement reads the profile through a one-second cache.
    clock.advance(1_001);
  };
  const protectionOf = async (m: PaymentsMember) => (await f.call('GET', API.protection, m.token)).json().value as ProtectionStatus;
  const setLimits = (m: PaymentsMember, limits: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: API.protectionLimits,
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${m.token}` },
      payload: { limits },
    });
  const move = (kind: 'bet' | 'win', m: PaymentsMember, body: Record<string, unknown>) =>
    provider(
      kind,
      { playerId: playerIdOf(m.merchantId, m.memberId), gameCode: 'demo-slot', currency: 'BRL', ...body },
      { now: clock.now() },
    );
  const bet = (m: PaymentsMember, amount: string, roundId = id('r'), transactionId = id('bet')) =>
    move('bet', m, { transactionId, roundId, amount });
  const win = (m: PaymentsMember, roundId: string, amount: string) =>
    move('win', m, { transactionId: id('win'), roundId, amount, endRound: true });
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const limitOf = (s: ProtectionStatus, kind: string) => s.limits.find((l) => l.kind === kind);
  /** The identity check's outcome (modules/kyc decides it; these suites test what follows from it). */
  const verifyIdentity = (m: { merchantId: number; memberId: number }, at: Date | null = new Date(clock.now())) =>
    markIdentityVerified({ db: t.database.db, clock: clock.now }, { merchantId: m.merchantId, memberId: m.memberId }, at);

  return { t, f, clock, provider, id, operator, switchTo, protectionOf, setLimits, bet, win, cash, limitOf, verifyIdentity };
}
