import { API, DAY_MS, type Jurisdiction, type ProtectionStatus } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { createTestApp, manualClock, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';

const LOSS_AND_TIME = [
  { kind: 'loss', period: 'day', value: '20.00' },
  { kind: 'time', period: 'day', value: '120' },
];

describe.each(testDatabases())('player protection on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  let provider: ReturnType<typeof providerCalls>;
  const clock = manualClock();
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
  const bet = (m: PaymentsMember, amount: string, roundId = id('r'), transactionId = id('bet')) =>
    provider(
      'bet',
      { transactionId, playerId: playerIdOf(m.merchantId, m.memberId), roundId, gameCode: 'demo-slot', amount, currency: 'BRL' },
      { now: clock.now() },
    );
  const win = (m: PaymentsMember, roundId: string, amount: string) =>
    provider(
      'win',
      {
        transactionId: id('win'),
        playerId: playerIdOf(m.merchantId, m.memberId),
        roundId,
        gameCode: 'demo-slot',
        amount,
        currency: 'BRL',
        endRound: true,
      },
      { now: clock.now() },
    );
  const cash = async (m: PaymentsMember) =>
    (await t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real)).get('cash') ?? 0n;
  const limitOf = (s: ProtectionStatus, kind: string) => s.limits.find((l) => l.kind === kind);

  beforeAll(async () => {
    t = await createPaymentsApp(kind, clock.now, { config: { seamlessVendors: [TEST_VENDOR] } });
    f = paymentsFixture(t, clock.now);
    provider = providerCalls(t);
  });
  afterAll(() => t.close());

  it('50 parallel R$ 1,00 bets with R$ 10,00 left of the loss limit: exactly 10 pass', async () => {
    const m = await f.member({ cash: 100_00n });
    expect((await setLimits(m, [{ kind: 'loss', period: 'day', value: '20.00' }])).statusCode).toBe(200);
    expect((await bet(m, '10.00')).statusCode).toBe(200);
    expect(limitOf(await protectionOf(m), 'loss')).toMatchObject({ value: '20.00', used: '10.00', left: '10.00' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(m, '1.00')));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'limits.loss.reached')).toHaveLength(40);
    expect(answers.find((a) => a.statusCode !== 200)?.statusCode).toBe(403);
    expect(await cash(m)).toBe(80_00n);
    expect(limitOf(await protectionOf(m), 'loss')).toMatchObject({ used: '20.00', left: '0.00' });
  });

  it('counts wins back into the room a loss limit leaves, and answers a replay whatever the limit', async () => {
    const m = await f.member({ cash: 100_00n });
    await setLimits(m, [{ kind: 'loss', period: 'week', value: '10.00' }]);
    const roundId = id('r');
    const transactionId = id('bet');
    expect((await bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect((await bet(m, '0.01')).json().errorCode).toBe('limits.loss.reached');
    // The replay of the accepted bet is answered with its first answer, not refused.
    expect((await bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect((await win(m, roundId, '4.00')).statusCode).toBe(200);
    expect((await bet(m, '4.00')).statusCode).toBe(200);
    expect((await bet(m, '0.01')).json().errorCode).toBe('limits.loss.reached');
    expect(limitOf(await protectionOf(m), 'loss')?.left).toBe('0.00');
  });

  it('gives a rolled-back stake back to the loss limit', async () => {
    const m = await f.member({ cash: 100_00n });
    await setLimits(m, [{ kind: 'loss', period: 'day', value: '10.00' }]);
    const roundId = id('r');
    const transactionId = id('bet');
    expect((await bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect(limitOf(await protectionOf(m), 'loss')?.left).toBe('0.00');
    const rollback = await provider(
      'rollback',
      { transactionId: id('rb'), playerId: playerIdOf(m.merchantId, m.memberId), roundId, referenceTransactionId: transactionId },
      { now: clock.now() },
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(limitOf(await protectionOf(m), 'loss')).toMatchObject({ used: '0.00', left: '10.00' });
    expect((await bet(m, '10.00')).statusCode).toBe(200);
  });

  it('refuses a bet limit past its sum and a bet past the time limit', async () => {
    const m = await f.member({ cash: 100_00n });
    await setLimits(m, [{ kind: 'bet', period: 'day', value: '5.00' }]);
    expect((await bet(m, '5.00')).statusCode).toBe(200);
    const over = await bet(m, '0.50');
    expect([over.statusCode, over.json().errorCode]).toEqual([403, 'limits.bet.reached']);
    expect(await cash(m)).toBe(95_00n);
  });

  it("lowers a limit at once; a raise waits 24 hours and the player's confirmation while the old limit holds", async () => {
    const m = await f.member({ cash: 100_00n });
    await setLimits(m, [{ kind: 'loss', period: 'day', value: '10.00' }]);
    const raised = await setLimits(m, [{ kind: 'loss', period: 'day', value: '50.00' }]);
    expect(limitOf(raised.json().value, 'loss')).toMatchObject({ value: '10.00', pending: { value: '50.00', confirmable: false } });
    expect((await bet(m, '10.00')).statusCode).toBe(200);
    expect((await bet(m, '1.00')).json().errorCode).toBe('limits.loss.reached');
    const early = await f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' });
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'limits.cooling.off']);
    clock.advance(DAY_MS - 60_000);
    expect((await f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' })).json().errorCode).toBe('limits.cooling.off');
    clock.advance(60_000);
    // A day later the raise waits for the player: the old limit still holds until they confirm.
    expect(limitOf(await protectionOf(m), 'loss')).toMatchObject({ value: '10.00', pending: { confirmable: true } });
    const confirmed = await f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(limitOf(confirmed.json().value, 'loss')).toMatchObject({ value: '50.00', pending: null });
    expect((await bet(m, '1.00')).statusCode).toBe(200);
    // Lowering applies at once and drops nothing else; a week limit of the same amount is stricter than a day one.
    const lowered = await setLimits(m, [{ kind: 'loss', period: 'week', value: '5.00' }]);
    expect(limitOf(lowered.json().value, 'loss')).toMatchObject({ value: '5.00', period: 'week', pending: null });
    const removal = await setLimits(m, [{ kind: 'loss', remove: true }]);
    expect(limitOf(removal.json().value, 'loss')).toMatchObject({ value: '5.00', pending: { value: null } });
  });

  it('refuses limits out of bounds and a second change of one kind in one call, changing nothing', async () => {
    const m = await f.member();
    const tooSmall = await setLimits(m, [{ kind: 'loss', period: 'day', value: '0.50' }]);
    expect([tooSmall.statusCode, tooSmall.json().errorCode]).toEqual([400, 'limits.value.invalid']);
    const tooLong = await setLimits(m, [{ kind: 'time', period: 'day', value: '1441' }]);
    expect(tooLong.json().errorCode).toBe('limits.value.invalid');
    const twice = await setLimits(m, [
      { kind: 'loss', period: 'day', value: '5.00' },
      { kind: 'loss', period: 'day', value: '6.00' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await protectionOf(m)).limits.every((l) => l.value === null)).toBe(true);
  });

  it('stops deposits past the deposit limit', async () => {
    const m = await f.member();
    await setLimits(m, [{ kind: 'deposit', period: 'month', value: '50.00' }]);
    expect((await f.deposit(m, '40.00')).statusCode).toBe(200);
    const over = await f.deposit(m, '20.00');
    expect([over.statusCode, over.json().errorCode]).toEqual([403, 'limits.deposit.reached']);
    expect((await f.deposit(m, '10.00')).statusCode).toBe(200);
    expect(limitOf(await protectionOf(m), 'deposit')).toMatchObject({ used: '50.00', left: '0.00' });
  });

  describe('under the BR profile', () => {
    beforeAll(() => switchTo('BR'));
    afterAll(() => switchTo('NONE'));

    it('registration needs the loss and time limits, and sets them', async () => {
      const without = await f.client.register();
      expect([without.res.statusCode, without.res.json().errorCode]).toEqual([403, 'limits.required']);
      const { res } = await f.client.register({ limits: LOSS_AND_TIME });
      expect(res.statusCode, res.body).toBe(200);
      const status = (await f.call('GET', API.protection, res.json().value.token)).json().value as ProtectionStatus;
      expect(status).toMatchObject({ limitsRequired: true, missing: [] });
      expect(limitOf(status, 'time')).toMatchObject({ value: '120', period: 'day', used: '0' });
    });

    it('a player without the limits cannot bet or deposit until they set them, nor remove one after', async () => {
      await switchTo('NONE');
      const m = await f.member({ cash: 50_00n });
      await switchTo('BR');
      expect((await protectionOf(m)).missing).toEqual(['loss', 'time']);
      const refused = await bet(m, '1.00');
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'limits.required']);
      expect((await f.deposit(m, '20.00')).json().errorCode).toBe('limits.required');
      expect((await setLimits(m, LOSS_AND_TIME)).statusCode).toBe(200);
      expect((await bet(m, '1.00')).statusCode).toBe(200);
      expect((await setLimits(m, [{ kind: 'time', remove: true }])).json().errorCode).toBe('limits.not.removable');
      expect(await cash(m)).toBe(49_00n);
    });
  });

  it('a pause ends every session, refuses login and bets, and leaves the balance whole', async () => {
    const m = await f.member({ cash: 30_00n });
    // A second login (the demo merchant keeps one session a member: the first one ends with it).
    const other = (await f.client.login(m.username, 'segredo123')).json().value.token as string;
    const paused = await f.call('POST', API.protectionPause, other, { days: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().value.exclusion).toMatchObject({ kind: 'pause' });
    expect((await f.call('GET', API.memberInfo, other)).statusCode).toBe(401);
    expect((await f.call('GET', API.memberInfo, m.token)).statusCode).toBe(401);
    const login = await f.client.login(m.username, 'segredo123');
    expect([login.statusCode, login.json().errorCode]).toEqual([403, 'protection.paused']);
    expect(login.json().data.until).toBe(new Date(clock.now() + 2 * DAY_MS).toISOString());
    expect((await bet(m, '1.00')).json().errorCode).toBe('protection.paused');
    expect(await cash(m)).toBe(30_00n);
    clock.advance(2 * DAY_MS);
    const back = await f.client.login(m.username, 'segredo123');
    expect(back.statusCode, back.body).toBe(200);
    expect((await bet(m, '1.00')).statusCode).toBe(200);
  });

  it('a self-exclusion cannot be shortened by a pause; an operator excludes with a reason kept in the audit', async () => {
    const m = await f.member({ cash: 10_00n });
    const excluded = await f.call('POST', API.protectionSelfExclusion, m.token, { months: null });
    expect(excluded.json().value.exclusion).toMatchObject({ kind: 'self', until: null });
    expect((await bet(m, '1.00')).json().errorCode).toBe('protection.excluded');
    expect((await f.client.login(m.username, 'segredo123')).json().errorCode).toBe('protection.excluded');

    const n = await f.member({ cash: 10_00n });
    const url = API.operatorPlayerExclusion.replace(':id', String(n.memberId));
    const refusedBody = await operator('POST', url, { until: null, reason: '' });
    expect(refusedBody.statusCode).toBe(400);
    const byOperator = await operator('POST', url, { until: null, reason: 'Pedido do titular por e-mail' });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(byOperator.json().value.exclusion).toMatchObject({ kind: 'operator', until: null });
    expect((await f.call('GET', API.memberInfo, n.token)).statusCode).toBe(401);
    expect((await bet(n, '1.00')).json().errorCode).toBe('protection.excluded');
    const audit = await operator('GET', `${API.operatorAudit}?action=${encodeURIComponent('POST /wps/operator/players/:id/exclusion')}`);
    expect(JSON.stringify(audit.json().value)).toContain('Pedido do titular por e-mail');
    const read = await operator('GET', API.operatorPlayerProtection.replace(':id', String(n.memberId)));
    expect(read.json().value.exclusion.kind).toBe('operator');
    expect((await operator('GET', API.operatorPlayerProtection.replace(':id', '999999'))).statusCode).toBe(404);
  });

  it('a time limit ends the session when it is used up and keeps login closed until the period ends', async () => {
    const m = await f.member({ cash: 10_00n });
    await setLimits(m, [{ kind: 'time', period: 'day', value: '15' }]);
    // Requests a minute apart count as time played; the session ends once 15 minutes are used.
    let refused: { statusCode: number; body: string } | undefined;
    for (let minute = 0; minute < 20 && !refused; minute += 1) {
      clock.advance(61_000);
      const res = await f.call('GET', API.memberInfo, m.token);
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode).toBe(403);
    expect(JSON.parse(refused?.body ?? '{}').errorCode).toBe('limits.time.reached');
    expect((await f.call('GET', API.memberInfo, m.token)).statusCode).toBe(401);
    expect((await f.client.login(m.username, 'segredo123')).json().errorCode).toBe('limits.time.reached');
    expect((await bet(m, '1.00')).json().errorCode).toBe('limits.time.reached');
  });
});

describe.each(testDatabases())('self-exclusion across server processes on %s', (kind) => {
  it('a self-exclusion taken on one process refuses a bet on another at once', async () => {
    const first = await createPaymentsApp(kind, undefined, { config: { seamlessVendors: [TEST_VENDOR] } });
    const second = await createTestApp(kind, { database: first.database, config: { seamlessVendors: [TEST_VENDOR] } });
    try {
      const f = paymentsFixture(first);
      const m = await f.member({ cash: 10_00n });
      const playerId = playerIdOf(m.merchantId, m.memberId);
      const betOn = (app: TestApp) =>
        providerCalls(app)('bet', {
          transactionId: `x-${Math.random()}`,
          playerId,
          roundId: `r-${Math.random()}`,
          gameCode: 'demo-slot',
          amount: '1.00',
          currency: 'BRL',
        });
      expect((await betOn(second)).statusCode).toBe(200);
      expect((await f.call('POST', API.protectionSelfExclusion, m.token, { months: 6 })).statusCode).toBe(200);
      const startedAt = Date.now();
      const refused = await betOn(second);
      expect(Date.now() - startedAt).toBeLessThan(1_000);
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'protection.excluded']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
