import { API, DAY_MS, type ProtectionStatus } from '@app/contract';
import { playerIdOf } from '../seamless/seamless-player.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { getSetting, setSetting } from '../merchants/merchants.service.js';
import { liftRestriction, restrict } from './account-restrictions.js';
import { LOSS_AND_TIME, protectionFixture } from './protection.test-support.js';

describe.each(testDatabases())('player limits on %s', (kind) => {
  let p: Awaited<ReturnType<typeof protectionFixture>>;
  beforeAll(async () => {
    p = await protectionFixture(kind);
  });
  afterAll(() => p.t.close());

  it('50 parallel R$ 1,00 bets with R$ 10,00 left of the loss limit: exactly 10 pass', async () => {
    const m = await p.f.member({ cash: 100_00n });
    expect((await p.setLimits(m, [{ kind: 'loss', period: 'day', value: '20.00' }])).statusCode).toBe(200);
    expect((await p.bet(m, '10.00')).statusCode).toBe(200);
    expect(p.limitOf(await p.protectionOf(m), 'loss')).toMatchObject({ value: '20.00', used: '10.00', left: '10.00' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => p.bet(m, '1.00')));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'limits.loss.reached')).toHaveLength(40);
    expect(answers.find((a) => a.statusCode !== 200)?.statusCode).toBe(403);
    expect(await p.cash(m)).toBe(80_00n);
    expect(p.limitOf(await p.protectionOf(m), 'loss')).toMatchObject({ used: '20.00', left: '0.00' });
  });

  it('counts wins back into the room a loss limit leaves, and answers a replay whatever the limit', async () => {
    const m = await p.f.member({ cash: 100_00n });
    await p.setLimits(m, [{ kind: 'loss', period: 'week', value: '10.00' }]);
    const roundId = p.id('r');
    const transactionId = p.id('bet');
    expect((await p.bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect((await p.bet(m, '0.01')).json().errorCode).toBe('limits.loss.reached');
    // The replay of the accepted bet is answered with its first answer, not refused.
    expect((await p.bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect((await p.win(m, roundId, '4.00')).statusCode).toBe(200);
    expect((await p.bet(m, '4.00')).statusCode).toBe(200);
    expect((await p.bet(m, '0.01')).json().errorCode).toBe('limits.loss.reached');
    expect(p.limitOf(await p.protectionOf(m), 'loss')?.left).toBe('0.00');
  });

  it('gives a rolled-back stake back to the loss limit', async () => {
    const m = await p.f.member({ cash: 100_00n });
    await p.setLimits(m, [{ kind: 'loss', period: 'day', value: '10.00' }]);
    const roundId = p.id('r');
    const transactionId = p.id('bet');
    expect((await p.bet(m, '10.00', roundId, transactionId)).statusCode).toBe(200);
    expect(p.limitOf(await p.protectionOf(m), 'loss')?.left).toBe('0.00');
    const rollback = await p.provider(
      'rollback',
      { transactionId: p.id('rb'), playerId: playerIdOf(m.merchantId, m.memberId), roundId, referenceTransactionId: transactionId },
      { now: p.clock.now() },
    );
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(p.limitOf(await p.protectionOf(m), 'loss')).toMatchObject({ used: '0.00', left: '10.00' });
    expect((await p.bet(m, '10.00')).statusCode).toBe(200);
  });

  it('refuses a bet limit past its sum and a bet past the time limit', async () => {
    const m = await p.f.member({ cash: 100_00n });
    await p.setLimits(m, [{ kind: 'bet', period: 'day', value: '5.00' }]);
    expect((await p.bet(m, '5.00')).statusCode).toBe(200);
    const over = await p.bet(m, '0.50');
    expect([over.statusCode, over.json().errorCode]).toEqual([403, 'limits.bet.reached']);
    expect(await p.cash(m)).toBe(95_00n);
  });

  it("lowers a limit at once; a raise waits 24 hours and the player's confirmation while the old limit holds", async () => {
    const m = await p.f.member({ cash: 100_00n });
    await p.setLimits(m, [{ kind: 'loss', period: 'day', value: '10.00' }]);
    const raised = await p.setLimits(m, [{ kind: 'loss', period: 'day', value: '50.00' }]);
    expect(p.limitOf(raised.json().value, 'loss')).toMatchObject({ value: '10.00', pending: { value: '50.00', confirmable: false } });
    expect((await p.bet(m, '10.00')).statusCode).toBe(200);
    expect((await p.bet(m, '1.00')).json().errorCode).toBe('limits.loss.reached');
    const early = await p.f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' });
    expect([early.statusCode, early.json().errorCode]).toEqual([409, 'limits.cooling.off']);
    p.clock.advance(DAY_MS - 60_000);
    expect((await p.f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' })).json().errorCode).toBe('limits.cooling.off');
    p.clock.advance(60_000);
    // A day later the raise waits for the player: the old limit still holds until they confirm.
    expect(p.limitOf(await p.protectionOf(m), 'loss')).toMatchObject({ value: '10.00', pending: { confirmable: true } });
    const confirmed = await p.f.call('POST', API.protectionConfirm, m.token, { kind: 'loss' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(p.limitOf(confirmed.json().value, 'loss')).toMatchObject({ value: '50.00', pending: null });
    expect((await p.bet(m, '1.00')).statusCode).toBe(200);
    // Lowering applies at once and drops nothing else; a week limit of the same amount is stricter than a day one.
    const lowered = await p.setLimits(m, [{ kind: 'loss', period: 'week', value: '5.00' }]);
    expect(p.limitOf(lowered.json().value, 'loss')).toMatchObject({ value: '5.00', period: 'week', pending: null });
    const removal = await p.setLimits(m, [{ kind: 'loss', remove: true }]);
    expect(p.limitOf(removal.json().value, 'loss')).toMatchObject({ value: '5.00', pending: { value: null } });
  });

  it('refuses limits out of bounds and a second change of one kind in one call, changing nothing', async () => {
    const m = await p.f.member();
    const tooSmall = await p.setLimits(m, [{ kind: 'loss', period: 'day', value: '0.50' }]);
    expect([tooSmall.statusCode, tooSmall.json().errorCode]).toEqual([400, 'limits.value.invalid']);
    const tooLong = await p.setLimits(m, [{ kind: 'time', period: 'day', value: '1441' }]);
    expect(tooLong.json().errorCode).toBe('limits.value.invalid');
    const twice = await p.setLimits(m, [
      { kind: 'loss', period: 'day', value: '5.00' },
      { kind: 'loss', period: 'day', value: '6.00' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await p.protectionOf(m)).limits.every((l) => l.value === null)).toBe(true);
  });

  it('stops deposits past the deposit limit', async () => {
    const m = await p.f.member();
    await p.setLimits(m, [{ kind: 'deposit', period: 'month', value: '50.00' }]);
    expect((await p.f.deposit(m, '40.00')).statusCode).toBe(200);
    const over = await p.f.deposit(m, '20.00');
    expect([over.statusCode, over.json().errorCode]).toEqual([403, 'limits.deposit.reached']);
    expect((await p.f.deposit(m, '10.00')).statusCode).toBe(200);
    expect(p.limitOf(await p.protectionOf(m), 'deposit')).toMatchObject({ used: '50.00', left: '0.00' });
  });

  describe('under the BR profile', () => {
    beforeAll(() => p.switchTo('BR'));
    afterAll(() => p.switchTo('NONE'));

    it('registration needs the loss and time limits, and sets them', async () => {
      const without = await p.f.client.register();
      expect([without.res.statusCode, without.res.json().errorCode]).toEqual([403, 'limits.required']);
      const { res } = await p.f.client.register({ limits: LOSS_AND_TIME });
      expect(res.statusCode, res.body).toBe(200);
      const status = (await p.f.call('GET', API.protection, res.json().value.token)).json().value as ProtectionStatus;
      expect(status).toMatchObject({ limitsRequired: true, missing: [] });
      expect(p.limitOf(status, 'time')).toMatchObject({ value: '120', period: 'day', used: '0' });
    });

    it('registration needs the CPF and the birth date whatever the merchant settings say', async () => {
      const merchantId = (await p.t.database.db.query.merchants.findFirst())?.id as number;
      const fields = await getSetting(p.t.database.db, merchantId, 'register');
      const optional = fields.map((s) => (s.field === 'birthday' || s.field === 'idNumber' ? { ...s, required: false } : s));
      await setSetting(p.t.database.db, merchantId, 'register', optional);
      try {
        const settings = (await p.f.client.get(API.registerSettings)).json().value as {
          fields: Array<{ field: string; required: boolean }>;
        };
        expect(settings.fields.filter((s) => s.field === 'birthday' || s.field === 'idNumber').map((s) => s.required)).toEqual([
          true,
          true,
        ]);
        const { res } = await p.f.client.register({ limits: LOSS_AND_TIME, birthday: undefined, idNumber: undefined });
        expect(res.statusCode).toBe(400);
        expect(JSON.stringify(res.json())).toContain('birthday');
        expect(JSON.stringify(res.json())).toContain('idNumber');
      } finally {
        await setSetting(p.t.database.db, merchantId, 'register', fields);
      }
    });

    it('ends an idle session after 30 minutes and tells the reality check so', async () => {
      const { res } = await p.f.client.register({ limits: LOSS_AND_TIME });
      const token = res.json().value.token as string;
      expect((await p.f.call('GET', API.protectionSession, token)).json().value.inactivityLogoutMinutes).toBe(30);
      p.clock.advance(29 * 60_000);
      expect((await p.f.call('GET', API.memberInfo, token)).statusCode).toBe(200);
      p.clock.advance(30 * 60_000 + 1_000);
      expect((await p.f.call('GET', API.memberInfo, token)).statusCode).toBe(401);
    });

    it('a player without the limits cannot bet or deposit until they set them, nor remove one after', async () => {
      await p.switchTo('NONE');
      const m = await p.f.member({ cash: 50_00n });
      await p.switchTo('BR');
      expect((await p.protectionOf(m)).missing).toEqual(['loss', 'time']);
      const refused = await p.bet(m, '1.00');
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'limits.required']);
      expect((await p.f.deposit(m, '20.00')).json().errorCode).toBe('limits.required');
      expect((await p.setLimits(m, LOSS_AND_TIME)).statusCode).toBe(200);
      await p.verifyIdentity(m);
      expect((await p.bet(m, '1.00')).statusCode).toBe(200);
      expect((await p.setLimits(m, [{ kind: 'time', remove: true }])).json().errorCode).toBe('limits.not.removable');
      expect(await p.cash(m)).toBe(49_00n);
    });

    it('opens bets and deposits only to a verified identity, and shuts them again when it is revoked', async () => {
      await p.switchTo('NONE');
      const m = await p.f.member({ cash: 50_00n });
      await p.switchTo('BR');
      expect((await p.setLimits(m, LOSS_AND_TIME)).statusCode).toBe(200);
      expect((await p.protectionOf(m)).identity).toEqual({ required: true, verified: false });
      const refused = await p.bet(m, '1.00');
      expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'identity.unverified']);
      expect((await p.f.deposit(m, '20.00')).json().errorCode).toBe('identity.unverified');
      const game = (await p.f.call('GET', `${API.gameList}?pageNo=1&pageSize=1`, m.token)).json().value.games[0];
      const launch = () => p.f.call('GET', `${API.gameLaunch}?nodeId=${game.nodeId}`, m.token);
      expect([(await launch()).statusCode, (await launch()).json().errorCode]).toEqual([403, 'identity.unverified']);
      await p.verifyIdentity(m);
      expect((await launch()).statusCode).toBe(200);
      expect((await p.protectionOf(m)).identity).toEqual({ required: true, verified: true });
      expect((await p.bet(m, '1.00')).statusCode).toBe(200);
      expect((await p.f.deposit(m, '20.00')).statusCode).toBe(200);
      await p.verifyIdentity(m, null);
      expect((await p.bet(m, '1.00')).json().errorCode).toBe('identity.unverified');
      expect(await p.cash(m)).toBe(49_00n);
    });

    it('a restricted account logs in but neither bets nor deposits', async () => {
      await p.switchTo('NONE');
      const m = await p.f.member({ cash: 10_00n });
      await p.switchTo('BR');
      await p.setLimits(m, LOSS_AND_TIME);
      await p.verifyIdentity(m);
      const key = { merchantId: m.merchantId, memberId: m.memberId };
      const until = new Date(p.clock.now() + 30 * 86_400_000);
      await restrict({ db: p.t.database.db, clock: p.clock.now }, key, { kind: 'barred', until });
      expect((await p.protectionOf(m)).restriction).toMatchObject({ kind: 'barred', until: until.toISOString() });
      expect((await p.bet(m, '1.00')).json().errorCode).toBe('protection.restricted');
      // The session lives on to withdraw: the account answers, the deposit screen's call answers the restriction.
      expect((await p.f.call('GET', API.memberInfo, m.token)).statusCode).toBe(200);
      expect((await p.f.call('GET', API.depositChannels, m.token)).json().errorCode).toBe('protection.restricted');
      await liftRestriction({ db: p.t.database.db, clock: p.clock.now }, key);
      expect((await p.bet(m, '1.00')).statusCode).toBe(200);
    });
  });
});
