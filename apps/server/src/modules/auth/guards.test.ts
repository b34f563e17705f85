import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../infra/clock.js';
import { accountClient } from '../../test/accounts.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import { createRegularMemberGuard } from './auth.service.js';

/** A stand-in for the later deposit, inbox and chat routes. */
const REGULAR_ONLY = '/wps/test/regular-only';

describe.each(testDatabases())('session guards on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend: (app, database) => {
        app.get(REGULAR_ONLY, { onRequest: createRegularMemberGuard({ db: database.db, clock: systemClock }) }, async () => ({
          success: true,
          value: 'ok',
        }));
      },
    });
    client = accountClient(t);
  });
  afterAll(() => t.close());

  it('refuses a trial member with free.reject, and lets a regular member through', async () => {
    const trial = (await client.sealed('POST', API.trial, {})).json().value.token as string;
    const refused = await client.get(REGULAR_ONLY, { token: trial });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('free.reject');
    const regular = (await client.register()).res.json().value.token as string;
    expect((await client.get(REGULAR_ONLY, { token: regular })).json()).toEqual({ success: true, value: 'ok' });
    expect((await client.get(REGULAR_ONLY)).json().errorCode).toBe('login.not.session');
  });

  it("answers login.member.disabled for a disabled member's token", async () => {
    const { res, payload } = await client.register();
    const token = res.json().value.token as string;
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const member = await members.findByUsername({ db: t.database.db, clock: systemClock }, demo.id, payload.username as string);
    await members.setStatus({ db: t.database.db, clock: systemClock }, demo.id, member!.id, 'disabled');
    const info = await client.get(API.memberInfo, { token });
    expect(info.json().errorCode).toBe('login.member.disabled');
  });
});
