import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../test/test-app.js';

describe.each(testDatabases())('health and readiness on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is live and ready while the database answers', async () => {
    t = await createTestApp(kind);
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'off', closing: false });
  });

  it('is not ready when the database is down, but still live', async () => {
    t = await createTestApp(kind);
    await t.database.close();
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
