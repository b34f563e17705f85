import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../test/accounts.js';
import { createTestApp, TEST_CAPTCHA, type TestApp } from '../../test/test-app.js';

describe('account calls leave no secret in the logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { logLevel: 'trace' } });
  });
  afterAll(() => t.close());

  it('logs no password, token, captcha answer or CPF of a registration and logins', async () => {
    const client = accountClient(t);
    const password = 'Very-Secret-Passphrase-42';
    const { res, payload } = await client.register({ password, confirmPassword: password });
    const registered = res.json().value.token as string;
    const wrong = await client.login(payload.username, 'Another-Secret-Guess-77');
    expect(wrong.statusCode).toBe(401);
    const token = (await client.login(payload.username, password)).json().value.token as string;
    await client.get(`${API.memberInfo}?token=${token}`, { token });
    await t.app.inject({ method: 'DELETE', url: API.logout, headers: client.headersOf({ token }) });

    const logs = t.logs();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [password, 'Another-Secret-Guess-77', registered, token, payload.idNumber as string]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toContain(`"${TEST_CAPTCHA}"`);
  });
});
