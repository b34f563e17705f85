import { API, DAY_MS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { testDatabases } from '../../test/test-app.js';
import { newRequestId } from '../payments/payments.test-support.js';
import { refundTransactionId } from './barred-block.js';
import { barredFixture, type BarredFixture, type BarredMember } from './barred.test-support.js';

/*
 * Issue 30: "a CPF barred later is blocked at its next first login of the day". One story per database: a member with
 * an open round is listed after registering, logs in the same day (not checked again), is blocked at the next day's
 * first login, withdraws but cannot bet or deposit, and is closed after the deadline.
 */
describe.each(testDatabases())('a barred person at login on %s', (kind) => {
  let x: BarredFixture;
  let m: BarredMember;
  let other: BarredMember;
  let token: string;
  let channelId: number;
  const roundId = `round-${Date.now()}`;
  const betId = `bet-${Date.now()}`;

  beforeAll(async () => {
    x = await barredFixture(kind);
    await x.switchTo('BR');
    m = await x.player(100_00n);
    other = await x.member();
    expect((await x.bet(m, '10.00', roundId, betId)).statusCode).toBe(200);
    channelId = await x.f.channelId(m);
  });
  afterAll(() => x.t.close());

  it('is blocked at the next first login of the day, and not checked again at a second login the same day', async () => {
    await x.list(m.cpf);
    expect((await x.login(m)).statusCode).toBe(200);
    expect(await x.caseOf(m)).toBeUndefined();

    x.nextDay();
    // The other member's first login of the day finds nothing; listed after it, the same day's next login asks nothing.
    expect((await x.login(other)).statusCode).toBe(200);
    await x.list(other.cpf, 'court_order');
    expect((await x.login(other)).statusCode).toBe(200);
    expect(await x.caseOf(other)).toBeUndefined();

    const res = await x.login(m);
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().value.token as string;
    const blocked = await x.caseOf(m);
    expect(blocked).toMatchObject({ status: 'blocked', source: 'login', category: 'social_program', closedAt: null });
    expect(Date.parse(blocked!.deadline) - x.clock.now()).toBe(2 * DAY_MS);
    expect((await x.protectionOf(token)).restriction).toEqual({ kind: 'barred', since: expect.any(String), until: blocked!.deadline });

    // The message waits in the inbox; a withdraw-only session cannot open the inbox (it carries promotions), so the
    // site tells the member through the protection status's restriction (home notice, responsible-gaming page).
    const [message] = rowsOf<{ title: string; content: string }>(
      await x.t.database.db.execute(sql`select title, content from inbox_messages where member_id = ${m.memberId}`),
    );
    expect(message).toMatchObject({ title: 'Conta bloqueada para apostas / Account blocked from betting' });
    expect(message!.content).toMatch(/Você pode sacar todo o seu saldo até/);
    expect(message!.content).toMatch(/You can withdraw your whole balance until/);
    expect((await x.f.call('GET', API.inboxList, token)).json().errorCode).toBe('protection.restricted');

    x.nextDay();
    expect((await x.login(other)).statusCode).toBe(200);
    expect(await x.caseOf(other)).toMatchObject({ status: 'blocked', category: 'court_order' });
  });

  it('cancels the open round and refunds its bet exactly once', async () => {
    expect(await x.cash(m)).toBe(100_00n);
    const rounds = await x.count(sql`select count(*)::int as n from game_rounds where round_id = ${roundId} and status = 'cancelled'`);
    expect(rounds).toBe(1);
    // The job's pass refunds what a block left open: nothing here, and the refund is not paid twice.
    await x.t.app.barred.runDue();
    expect(await x.cash(m)).toBe(100_00n);
    const refunds = await x.count(
      sql`select count(*)::int as n from ledger_transfers where code = 'bet_refund' and idempotency_key like ${`%${refundTransactionId(betId)}`}`,
    );
    expect(refunds).toBe(1);
    expect(await x.caseOf(m)).toMatchObject({ refundedBets: 1, refunded: '10.00' });
    // The provider's late win for the cancelled round is refused.
    const win = await x.win(m, roundId, '50.00');
    expect([win.statusCode, win.json().errorCode]).toEqual([409, 'seamless.round.closed']);
    expect(await x.cash(m)).toBe(100_00n);
  });

  it('logs in and withdraws, but a bet and a deposit are refused', async () => {
    // A new session: the day that passed outlived the last one (BR ends a session after 30 idle minutes).
    const login = await x.login(m);
    expect(login.statusCode, login.body).toBe(200);
    token = login.json().value.token as string;
    const now = { ...m, token };
    const bet = await x.bet(m, '1.00');
    expect([bet.statusCode, bet.json().errorCode]).toEqual([403, 'protection.restricted']);
    const deposit = await x.f.call('POST', API.deposit, token, { channelId, amount: '20.00', requestId: newRequestId() });
    expect([deposit.statusCode, deposit.json().errorCode]).toEqual([403, 'protection.restricted']);
    expect((await x.f.call('GET', API.depositChannels, token)).json().errorCode).toBe('protection.restricted');
    const account = await x.f.addAccount(now);
    expect(account.statusCode, account.body).toBe(200);
    const withdrawal = await x.f.call('POST', API.withdraw, token, {
      accountId: account.json().value.id,
      amount: '30.00',
      requestId: newRequestId(),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(await x.cash(m)).toBe(70_00n);
  });

  it('closes the account after the deadline: sessions end, login is refused, the balance stays owed', async () => {
    const blocked = await x.caseOf(m);
    x.clock.advance(Date.parse(blocked!.deadline) - x.clock.now() + 60_000);
    await x.t.app.barred.runDue();
    expect(await x.caseOf(m)).toMatchObject({ status: 'closed', owedAtClosure: '70.00', closedAt: expect.any(String) });
    expect((await x.f.call('GET', API.protection, token)).statusCode).toBe(401);
    const login = await x.login(m);
    expect([login.statusCode, login.json().errorCode]).toEqual([403, 'barred.account.closed']);
    expect(login.json().message).toMatch(/^Esta conta foi encerrada/);
    expect(await x.cash(m)).toBe(70_00n);
  });

  it('lets a login through when the check is down, and asks again at the next login', async () => {
    const late = await x.member();
    x.nextDay();
    await x.list(late.cpf);
    await x.setFailing(true);
    try {
      expect((await x.login(late)).statusCode).toBe(200);
      expect(await x.caseOf(late)).toBeUndefined();
    } finally {
      await x.setFailing(false);
    }
    expect((await x.login(late)).statusCode).toBe(200);
    expect(await x.caseOf(late)).toMatchObject({ status: 'blocked', source: 'login' });
  });
});
