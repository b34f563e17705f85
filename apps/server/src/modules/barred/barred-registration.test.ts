import { randomCpf } from '../../test/accounts.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { barredFixture, type BarredFixture } from './barred.test-support.js';

describe.each(testDatabases())('the barred-persons check at registration on %s', (kind) => {
  let x: BarredFixture;
  const registered = (username: string) => x.count(sql`select count(*)::int as n from members where username = ${username}`);

  beforeAll(async () => {
    x = await barredFixture(kind);
    await x.switchTo('BR');
  });
  afterAll(() => x.t.close());

  it('refuses a barred CPF in neutral words and creates no member', async () => {
    const cpf = randomCpf();
    await x.list(cpf);
    const { res, username } = await x.register(cpf);
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'register.not.completed']);
    expect(res.json().message).toBe('Não foi possível concluir o cadastro. Se precisar de ajuda, fale com o nosso atendimento.');
    expect(res.json().message).not.toMatch(/impedid|barred|bolsa|lista/i);
    expect(await registered(username)).toBe(0);
    // The CPF never reaches the logs.
    expect(x.t.logs()).not.toContain(cpf);
  });

  it('refuses with "try again later" (503) while the check is down: it fails closed', async () => {
    await x.setFailing(true);
    try {
      const { res, username } = await x.register();
      expect([res.statusCode, res.json().errorCode]).toEqual([503, 'register.check.unavailable']);
      expect(res.json().message).toMatch(/Tente de novo em alguns minutos/);
      expect(await registered(username)).toBe(0);
    } finally {
      await x.setFailing(false);
    }
  });

  it('registers a CPF that is not listed, and the login that follows checks nothing more that day', async () => {
    const m = await x.member();
    const checks = await x.count(sql`select count(*)::int as n from barred_member_checks where member_id = ${m.memberId}`);
    expect(checks).toBe(1);
    // Listed after the registration: the same day's logins do not ask again, so nothing is blocked yet.
    await x.list(m.cpf);
    expect((await x.login(m)).statusCode).toBe(200);
    expect(await x.caseOf(m)).toBeUndefined();
  });

  it('does not ask under the NONE profile', async () => {
    await x.switchTo('NONE');
    try {
      const cpf = randomCpf();
      await x.list(cpf);
      const { res } = await x.register(cpf);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await x.switchTo('BR');
    }
  });
});
