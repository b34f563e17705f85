import { API, RESET_PASSWORD_PATH } from '@app/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../test/operators.js';
import { testDatabases, type TestApp } from '../../test/test-app.js';
import { createPlayersApp, playersFixture, type Player } from './players.test-support.js';

describe.each(testDatabases())('operator player notes and actions on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof playersFixture>;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createPlayersApp(kind, { onRoute: (route) => routes.push(route) });
    f = playersFixture(t);
  });
  afterAll(() => t.close());

  const act = (template: string, p: Player, body: object, headers?: Record<string, string>) =>
    f.operator('POST', f.pathOf(template, p), body, headers);
  const auditOf = async (p: Player) =>
    (await f.operator('GET', `${API.operatorAudit}?objectType=players&objectId=${p.memberId}`)).json().value.rows;

  it('declares its permission on every route: players.read to read, players.manage to change', () => {
    const all = routes.filter((r) => r.url.startsWith('/wps/operator/players') && r.method !== 'HEAD');
    // The identity check's calls on a player are modules/kyc's, behind its own permissions.
    const kyc = all.filter((r) => r.url.includes('/kyc'));
    const mine = all.filter((r) => !r.url.includes('/kyc'));
    // 13 of the players module and 2 of modules/protection (the player's limits and exclusion).
    expect(mine).toHaveLength(15);
    for (const route of mine)
      expect(route.config?.access, `${String(route.method)} ${route.url}`).toBe(route.method === 'GET' ? 'players.read' : 'players.manage');
    expect(kyc).toHaveLength(3);
    for (const route of kyc)
      expect(route.config?.access, `${String(route.method)} ${route.url}`).toBe(route.method === 'GET' ? 'kyc.read' : 'kyc.manage');
  });

  it('appends notes with their author and time, newest first; a read-only role may read them, not write', async () => {
    const p = await f.player();
    const url = f.pathOf(API.operatorPlayerNotes, p);
    const byKey = await f.operator('POST', url, { body: 'Called about a late deposit.' });
    expect(byKey.json().value).toMatchObject({ authorId: null, authorName: 'test suite', body: 'Called about a late deposit.' });
    const support = await createOperator(t, 'support');
    const byOperator = await f.operator('POST', url, { body: 'Sent the PIX receipt.' }, support.headers);
    expect(byOperator.json().value).toMatchObject({ authorId: support.id, authorName: support.username, at: expect.any(String) });
    const list = (await f.operator('GET', url)).json().value;
    expect(list.rows.map((n: { body: string }) => n.body)).toEqual(['Sent the PIX receipt.', 'Called about a late deposit.']);

    const auditor = await createOperator(t, 'auditor');
    expect((await f.operator('GET', url, undefined, auditor.headers)).statusCode).toBe(200);
    const refused = await f.operator('POST', url, { body: 'Not allowed.' }, auditor.headers);
    expect(refused.json().errorCode).toBe('operator.permission.denied');
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, { body: 'ok', extra: 1 }, {}]) {
      const bad = await f.operator('POST', url, body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await f.operator('GET', url)).json().value.rows).toHaveLength(2);
  });

  it('disables a player: their session stops at once; the audit row holds the reason and the status before', async () => {
    const p = await f.player();
    expect((await f.call('GET', API.profile, p.token)).statusCode).toBe(200);
    const off = await act(API.operatorPlayerStatus, p, { status: 'disabled', reason: 'Chargeback under review' });
    expect(off.json().value).toMatchObject({ id: p.memberId, status: 'disabled' });
    expect((await f.call('GET', API.profile, p.token)).json().errorCode).toBe('login.member.disabled');
    const [row] = await auditOf(p);
    expect(row).toMatchObject({
      action: `POST ${API.operatorPlayerStatus}`,
      before: { id: p.memberId, status: 'active', liveSessions: 1 },
      after: { status: 'disabled', reason: 'Chargeback under review' },
    });
    expect((await act(API.operatorPlayerStatus, p, { status: 'active', reason: 'Review done' })).json().value.status).toBe('active');
    expect((await f.call('GET', API.profile, p.token)).statusCode).toBe(200);
    for (const body of [{ status: 'disabled' }, { status: 'disabled', reason: 'no' }, { status: 'banned', reason: 'valid reason' }]) {
      expect((await act(API.operatorPlayerStatus, p, body)).statusCode).toBe(400);
    }
  });

  it('logs a player out everywhere: every session is revoked', async () => {
    const p = await f.player();
    const second = (await f.client.login(p.username, p.password)).json().value.token as string;
    const live = (await f.page(p)).liveSessions;
    expect(live).toBeGreaterThanOrEqual(1);
    const out = await act(API.operatorPlayerLogout, p, { reason: 'Account shared with a friend' });
    expect(out.json().value.liveSessions).toBe(0);
    for (const token of [p.token, second]) expect((await f.call('GET', API.profile, token)).statusCode).toBe(401);
    expect((await f.call('GET', API.profile, second)).json().errorCode).toBe('login.not.session');
    expect((await auditOf(p))[0]).toMatchObject({ before: { liveSessions: live }, after: { reason: 'Account shared with a friend' } });
  });

  it('unlocks a locked player, who can then sign in', async () => {
    const p = await f.player();
    const guess = async (password: string) => f.client.login(p.username, password, { withCaptcha: await f.client.captcha() });
    for (let i = 0; i < 5; i += 1) await guess(`wrong-password-${i}`);
    expect((await guess(p.password)).json().errorCode).toBe('login.account.locked');
    const locked = (await f.page(p)).loginLock;
    expect(locked.lockedUntil).toEqual(expect.any(String));
    const unlocked = await act(API.operatorPlayerUnlock, p, { reason: 'Player proved who they are by phone' });
    expect(unlocked.json().value.loginLock).toEqual({ lockedUntil: null, recentFailures: 0 });
    expect((await f.client.login(p.username, p.password)).statusCode).toBe(200);
    expect((await auditOf(p))[0].before.loginLock.lockedUntil).toBe(locked.lockedUntil);
  });

  it('sends a password reset by e-mail when the player has an address, else by SMS; not to a trial or disabled account', async () => {
    const withMail = await f.player();
    const byMail = await act(API.operatorPlayerPasswordReset, withMail, { reason: 'Player asked on the chat' });
    expect(byMail.json().value).toMatchObject({
      channel: 'email',
      sentTo: expect.stringContaining('***@'),
      player: { id: withMail.memberId },
    });
    const mails = (await f.operator('GET', `${API.operatorMailOutbox}?to=${encodeURIComponent(withMail.email!)}`)).json().value;
    expect(mails.at(-1).text).toContain(RESET_PASSWORD_PATH);

    const withPhone = await f.player({ email: null });
    const english = { reason: 'Player asked on the chat', language: 'en' };
    const bySms = await act(API.operatorPlayerPasswordReset, withPhone, english);
    expect(bySms.json().value).toMatchObject({ channel: 'sms', sentTo: expect.stringMatching(/^\+55 11\*+\d{4}$/) });
    const sms = (await f.operator('GET', `${API.operatorSmsOutbox}?mobileNum=${withPhone.mobileNum}`)).json().value;
    expect(sms.at(-1).text).toMatch(/^Your Demo Bet code is \d{6}/);

    await act(API.operatorPlayerStatus, withPhone, { status: 'disabled', reason: 'Fraud check' });
    const refused = await act(API.operatorPlayerPasswordReset, withPhone, { reason: 'Player asked on the chat' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('player.reset.unavailable');
    expect((await act(API.operatorPlayerPasswordReset, withMail, {})).statusCode).toBe(400);
  });
});
