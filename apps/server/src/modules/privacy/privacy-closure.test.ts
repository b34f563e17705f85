import { API } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { fundMember } from '../ledger/ledger.test-support.js';
import { newRequestId } from '../payments/payments.test-support.js';
import { CLOSURE_PASSWORD_ATTEMPTS_MAX } from './closure-requests.js';
import { PASSWORD, privacyFixture, type PrivacyFixture } from './privacy.test-support.js';

describe.each(testDatabases())('closing an account on %s', (kind) => {
  let x: PrivacyFixture;

  beforeAll(async () => {
    x = await privacyFixture(kind);
  });
  afterAll(() => x.cleanup());

  const login = (username: string) => x.f.client.login(username, PASSWORD);

  it('is refused while the player holds money, telling them to withdraw first, and while a withdrawal is pending', async () => {
    const m = await x.f.member({ cash: 50_00n });
    const refused = await x.close(m);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'privacy.closure.balance',
      message: expect.stringContaining('Saque o saldo'),
      data: { balance: '50.00' },
    });
    const accountId = (await x.f.addAccount(m)).json().value.id as number;
    const withdrawal = await x.f.call('POST', API.withdraw, m.token, { accountId, amount: '50', requestId: newRequestId() });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect((await x.close(m)).json()).toMatchObject({ errorCode: 'privacy.closure.withdrawal.pending' });
    // Nothing happened to the account: the session still works and nothing was recorded.
    expect((await x.overview(m)).requests).toEqual([]);
    const decided = await x.f.operator('POST', API.operatorWithdrawalDecision.replace(':orderNo', withdrawal.json().value.orderNo), {
      decision: 'approve',
    });
    expect(decided.json().value.status).toBe('paid');
    expect((await x.close(m)).statusCode).toBe(200);
  });

  it('counts each wrong password and stops guesses after five', async () => {
    const m = await x.f.member();
    for (let i = 0; i < CLOSURE_PASSWORD_ATTEMPTS_MAX; i += 1) {
      expect((await x.close(m, 'errada123')).json()).toMatchObject({ errorCode: 'privacy.password.incorrect' });
    }
    expect((await x.close(m, PASSWORD)).json()).toMatchObject({ errorCode: 'request.rate.limited' });
    expect((await x.close(m, null)).json()).toMatchObject({ errorCode: 'privacy.password.incorrect' });
  });

  it('ends every session and refuses login with a clear message', async () => {
    const m = await x.f.member();
    // The demo merchant keeps one session per member: a second login ends the first, so the closure comes from it.
    const second = { ...m, token: (await login(m.username)).json().value.token as string };
    const closed = await x.close(second, PASSWORD, 'Quero parar de jogar');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value.requests[0]).toMatchObject({ kind: 'closure', status: 'pending' });
    expect((await x.f.call('GET', API.privacy, second.token)).json().errorCode).toBe('login.not.session');
    const [session] = await x.query<{ live: number }>(sql`select count(*)::int as live from sessions
      where member_id = ${m.memberId} and revoked_at is null`);
    expect(session?.live).toBe(0);
    const again = await login(m.username);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      errorCode: 'privacy.account.closing',
      message: expect.stringContaining('encerrada a seu pedido'),
    });
    // The seamless wallet refuses the account's bets too: it is disabled.
    const [row] = await x.query<{ status: string }>(sql`select status from members where id = ${m.memberId}`);
    expect(row?.status).toBe('disabled');
  });

  it('processing anonymises the personal fields and keeps the ledger, the bets and the CPF', async () => {
    const m = await x.f.member({ cash: 2_00n });
    const round = await x.play(m, '2.00', '0.00');
    expect((await x.f.addAccount(m)).statusCode).toBe(200);
    await x.exportOf(m);
    await x.t.database.db.execute(sql`insert into inbox_messages (merchant_id, member_id, title, content)
      values (${m.merchantId}, ${m.memberId}, 'Olá', 'Mensagem só para você')`);
    const entriesBefore = await x.query<{ n: number }>(sql`select count(*)::int as n from ledger_entries e
      join ledger_accounts a on a.id = e.account_id where a.owner_id = ${m.memberId}`);
    expect((await x.close(m)).statusCode).toBe(200);
    const id = await x.closureIdOf(m);

    const res = await x.operator('POST', x.requestUrl(API.operatorPrivacyProcess, id), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.request).toMatchObject({ status: 'done', username: `closed-${m.memberId}`, retainUntil: expect.any(String) });
    const retainYear = Number(res.json().value.request.retainUntil.slice(0, 4));
    expect(retainYear - new Date(x.clock.now()).getUTCFullYear()).toBe(5);

    const [member] = await x.query<Record<string, unknown>>(sql`select username, nickname, payee_name, email, mobile_num,
      birthday, id_number, password_hash, profile from members where id = ${m.memberId}`);
    expect(member).toEqual({
      username: `closed-${m.memberId}`,
      nickname: null,
      payee_name: null,
      email: null,
      mobile_num: null,
      birthday: null,
      id_number: m.cpf,
      password_hash: null,
      profile: {},
    });
    const count = async (statement: ReturnType<typeof sql>) => (await x.query<{ n: number }>(statement))[0]!.n;
    expect(await count(sql`select count(*)::int as n from payout_accounts where member_id = ${m.memberId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from inbox_messages where member_id = ${m.memberId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from login_history where member_id = ${m.memberId} and user_agent is not null`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*)::int as n from login_history where member_id = ${m.memberId} and ip is not null`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from game_rounds where round_id = ${round}`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.owner_id = ${m.memberId}`,
      ),
    ).toBe(entriesBefore[0]!.n);
    expect(
      await count(sql`select count(*)::int as n from privacy_requests where member_id = ${m.memberId} and file_deleted_at is null
      and file_key is not null`),
    ).toBe(0);
    expect((await login(m.username)).json().errorCode).toBe('login.credentials.invalid');

    const [row] = await x.audit();
    expect(row).toMatchObject({
      action: `POST ${API.operatorPrivacyProcess}`,
      objectType: 'requests',
      objectId: String(id),
      before: { id, kind: 'closure', status: 'pending', memberId: m.memberId },
    });
    expect((await x.operator('POST', x.requestUrl(API.operatorPrivacyProcess, id), {})).json().errorCode).toBe('privacy.request.state');
  });

  it('refuses to process while money arrived after the request; a refusal with a reason opens the account again', async () => {
    const m = await x.f.member();
    expect((await x.close(m)).statusCode).toBe(200);
    const id = await x.closureIdOf(m);
    await fundMember(x.t.app.ledger, m.merchantId, m.memberId, 10_00n);
    const detail = (await x.operator('GET', x.requestUrl(API.operatorPrivacyRequest, id))).json().value;
    expect(detail).toMatchObject({ member: { balance: '10.00', status: 'disabled' }, blockers: ['privacy.closure.balance'] });
    expect(detail.retention).toEqual(
      expect.arrayContaining([expect.objectContaining({ category: 'cpf', atClosure: 'keep', keptYears: 5 })]),
    );
    expect((await x.operator('POST', x.requestUrl(API.operatorPrivacyProcess, id), {})).json().errorCode).toBe('privacy.closure.balance');

    const refused = await x.operator('POST', x.requestUrl(API.operatorPrivacyRefuse, id), { reason: 'Saldo depositado depois do pedido' });
    expect(refused.json().value.request).toMatchObject({ status: 'refused', refusalReason: 'Saldo depositado depois do pedido' });
    const back = await login(m.username);
    expect(back.statusCode, back.body).toBe(200);
    const token = back.json().value.token as string;
    const mine = (await x.f.call('GET', API.privacy, token)).json().value.requests[0];
    expect(mine).toMatchObject({ kind: 'closure', status: 'refused', refusalReason: 'Saldo depositado depois do pedido' });
  });
});
