import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { createTestApp, operatorHeaders, testDatabases, TEST_OPERATOR_TOKEN, type TestApp } from '../../test/test-app.js';

describe.each(testDatabases())('operator member status on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    client = accountClient(t);
  });
  afterAll(() => t.close());

  const setStatus = (username: string, body: unknown, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({
      method: 'POST',
      url: API.operatorMemberStatus.replace(':username', username),
      remoteAddress: nextIp(),
      headers,
      payload: body as object,
    });

  it("disables a member: its session's next call answers login.member.disabled; enabling lets it back", async () => {
    const { res, payload } = await client.register();
    const token = res.json().value.token as string;
    expect((await client.get(API.security, { token })).statusCode).toBe(200);

    const off = await setStatus(String(payload.username).toUpperCase(), { status: 'disabled' });
    expect(off.json()).toEqual({ success: true, value: { username: payload.username, status: 'disabled' } });
    for (const url of [API.security, API.profile, API.memberInfo]) {
      const refused = await client.get(url, { token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorCode).toBe('login.member.disabled');
    }
    expect((await client.login(payload.username as string, payload.password as string)).json().errorCode).toBe('login.member.disabled');

    expect((await setStatus(payload.username as string, { status: 'active' })).json().value.status).toBe('active');
    expect((await client.get(API.profile, { token })).statusCode).toBe(200);
    expect(t.logs()).toContain('operator changed a member status');
    expect(t.logs()).not.toContain(TEST_OPERATOR_TOKEN);
  });

  it('refuses a missing or wrong operator token and changes nothing', async () => {
    const { res, payload } = await client.register();
    const token = res.json().value.token as string;
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of attempts) {
      const refused = await setStatus(payload.username as string, { status: 'disabled' }, headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errorCode).toBe('operator.unauthorized');
    }
    expect((await client.get(API.profile, { token })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown member and 400 for a bad status', async () => {
    const unknown = await setStatus('nobody_here', { status: 'disabled' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('member.not.found');
    const bad = await setStatus('nobody_here', { status: 'banned' }, { ...operatorHeaders, language: 'en' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
    expect(bad.json().data.fields[0]).toMatchObject({ path: 'status' });
  });
});
