import { addMerchantDays, API, DAY_MS, merchantDayOf, merchantDayStart } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { protectionFixture } from './protection.test-support.js';

describe.each(testDatabases())('pauses, exclusion, time and the reality check on %s', (kind) => {
  let p: Awaited<ReturnType<typeof protectionFixture>>;
  beforeAll(async () => {
    p = await protectionFixture(kind);
  });
  afterAll(() => p.t.close());

  it('tells the reality check what the session staked and won since login, at the interval the player chose', async () => {
    const m = await p.f.member({ cash: 50_00n });
    const roundId = p.id('r');
    expect((await p.bet(m, '3.00', roundId)).statusCode).toBe(200);
    expect((await p.win(m, roundId, '1.50')).statusCode).toBe(200);
    expect((await p.bet(m, '2.00')).statusCode).toBe(200);
    const session = await p.f.call('GET', API.protectionSession, m.token);
    expect(session.json().value).toMatchObject({
      stakes: '5.00',
      wins: '1.50',
      net: '-3.50',
      realityCheckMinutes: 60,
      inactivityLogoutMinutes: null,
    });
    const chosen = await p.f.call('PUT', API.protectionRealityCheck, m.token, { minutes: 30 });
    expect(chosen.json().value.realityCheckMinutes).toBe(30);
    expect((await p.f.call('PUT', API.protectionRealityCheck, m.token, { minutes: 25 })).statusCode).toBe(400);
    expect((await p.f.call('GET', API.protectionSession, m.token)).json().value.realityCheckMinutes).toBe(30);
    // A new login starts a new session: its figures start from zero (rounds are stamped by the database's clock,
    // which this test's clock must pass).
    p.clock.advance(10 * 60_000);
    const again = (await p.f.client.login(m.username, 'segredo123')).json().value.token as string;
    expect((await p.f.call('GET', API.protectionSession, again)).json().value).toMatchObject({ stakes: '0.00', net: '0.00' });
  });

  it('a pause ends every session and refuses bets; a new login may only withdraw, and the balance stays whole', async () => {
    const m = await p.f.member({ cash: 30_00n });
    // A second login (the demo merchant keeps one session a member: the first one ends with it).
    const other = (await p.f.client.login(m.username, 'segredo123')).json().value.token as string;
    const paused = await p.f.call('POST', API.protectionPause, other, { days: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().value.exclusion).toMatchObject({ kind: 'pause' });
    expect((await p.f.call('GET', API.memberInfo, other)).statusCode).toBe(401);
    expect((await p.f.call('GET', API.memberInfo, m.token)).statusCode).toBe(401);
    expect((await p.bet(m, '1.00')).json().errorCode).toBe('protection.paused');
    expect(await p.cash(m)).toBe(30_00n);

    const login = await p.f.client.login(m.username, 'segredo123');
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.withdrawOnly).toBe(true);
    const token = login.json().value.token as string;
    // Everything but the account and the withdrawal answers the pause, with its end; the session lives on.
    const launch = await p.f.call('PUT', API.protectionLimits, token, { limits: [{ kind: 'loss', period: 'day', value: '5.00' }] });
    expect([launch.statusCode, launch.json().errorCode]).toEqual([403, 'protection.paused']);
    expect(launch.json().data.until).toBe(new Date(p.clock.now() + 2 * DAY_MS).toISOString());
    expect((await p.f.call('GET', API.depositChannels, token)).json().errorCode).toBe('protection.paused');
    expect((await p.f.call('GET', API.memberInfo, token)).statusCode).toBe(200);
    expect((await p.f.call('GET', API.protection, token)).json().value.exclusion).toMatchObject({ kind: 'pause' });
    const account = await p.f.call('POST', API.payoutAccounts, token, {
      pixKeyType: 'CPF',
      pixKey: m.cpf,
      holderName: 'Maria da Silva',
      holderCpf: m.cpf,
    });
    expect(account.statusCode, account.body).toBe(200);
    const accountId = account.json().value.id as number;
    const withdrawal = await p.f.call('POST', API.withdraw, token, { accountId, amount: '30.00', requestId: `w-${p.id('x')}` });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(await p.cash(m)).toBe(0n);

    p.clock.advance(2 * DAY_MS);
    const back = await p.f.client.login(m.username, 'segredo123');
    expect([back.statusCode, back.json().value.withdrawOnly]).toEqual([200, false]);
  });

  it('a self-exclusion cannot be shortened by a pause; an operator excludes with a reason kept in the audit', async () => {
    const m = await p.f.member({ cash: 10_00n });
    const excluded = await p.f.call('POST', API.protectionSelfExclusion, m.token, { months: null });
    expect(excluded.json().value.exclusion).toMatchObject({ kind: 'self', until: null });
    expect((await p.bet(m, '1.00')).json().errorCode).toBe('protection.excluded');
    const login = await p.f.client.login(m.username, 'segredo123');
    expect(login.json().value.withdrawOnly).toBe(true);
    const launch = await p.f.call('GET', `${API.gameLaunch}?gameId=demo`, login.json().value.token as string);
    expect([launch.statusCode, launch.json().errorCode]).toEqual([403, 'protection.excluded']);

    const n = await p.f.member({ cash: 10_00n });
    const url = API.operatorPlayerExclusion.replace(':id', String(n.memberId));
    const refusedBody = await p.operator('POST', url, { until: null, reason: '' });
    expect(refusedBody.statusCode).toBe(400);
    const byOperator = await p.operator('POST', url, { until: null, reason: 'Pedido do titular por e-mail' });
    expect(byOperator.statusCode, byOperator.body).toBe(200);
    expect(byOperator.json().value.exclusion).toMatchObject({ kind: 'operator', until: null });
    expect((await p.f.call('GET', API.memberInfo, n.token)).statusCode).toBe(401);
    expect((await p.bet(n, '1.00')).json().errorCode).toBe('protection.excluded');
    const audit = await p.operator('GET', `${API.operatorAudit}?action=${encodeURIComponent('POST /wps/operator/players/:id/exclusion')}`);
    expect(JSON.stringify(audit.json().value)).toContain('Pedido do titular por e-mail');
    const read = await p.operator('GET', API.operatorPlayerProtection.replace(':id', String(n.memberId)));
    expect(read.json().value.exclusion.kind).toBe('operator');
    expect((await p.operator('GET', API.operatorPlayerProtection.replace(':id', '999999'))).statusCode).toBe(404);
  });

  it('a time limit ends the session when it is used up and keeps login closed until the period ends', async () => {
    // An hour into the next merchant day: the loop below must not cross midnight (UTC−3), where a day's time restarts.
    const now = p.clock.now();
    p.clock.advance(merchantDayStart(addMerchantDays(merchantDayOf(now), 1)).getTime() + 3_600_000 - now);
    const m = await p.f.member({ cash: 10_00n });
    await p.setLimits(m, [{ kind: 'time', period: 'day', value: '15' }]);
    // Requests a minute apart count as time played; the session ends once 15 minutes are used.
    let refused: { statusCode: number; body: string } | undefined;
    for (let minute = 0; minute < 20 && !refused; minute += 1) {
      p.clock.advance(61_000);
      const res = await p.f.call('GET', API.memberInfo, m.token);
      if (res.statusCode !== 200) refused = res;
    }
    expect(refused?.statusCode).toBe(403);
    expect(JSON.parse(refused?.body ?? '{}').errorCode).toBe('limits.time.reached');
    expect((await p.f.call('GET', API.memberInfo, m.token)).statusCode).toBe(401);
    expect((await p.f.client.login(m.username, 'segredo123')).json().errorCode).toBe('limits.time.reached');
    expect((await p.bet(m, '1.00')).json().errorCode).toBe('limits.time.reached');
  });
});
