import { randomBytes } from 'node:crypto';
import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, operatorHeaders, type TestApp } from '../test/test-app.js';
import { connectRedis, type RedisHandle } from './redis.js';

const redisUrl = process.env.REDIS_URL;

/** Runs only where a real Redis is configured (CI sets REDIS_URL). */
describe.runIf(redisUrl)('with Redis configured', () => {
  let redis: RedisHandle;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = await connectRedis(redisUrl!);
    const redisNamespace = `test-${randomBytes(6).toString('hex')}:`;
    first = await createTestApp('pglite', { redis, redisNamespace });
    second = await createTestApp('pglite', { redis, redisNamespace });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.close();
  });

  it('shares rate-limit counters between server processes', async () => {
    const call = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers: operatorHeaders, remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await call(first)).statusCode);
    for (let i = 0; i < 10; i += 1) statuses.push((await call(second)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await call(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'request.rate.limited' });
  });

  it('reports Redis in readiness, and is not ready when Redis is gone', async () => {
    const ok = await first.app.inject({ method: 'GET', url: API.ready });
    expect(ok.json()).toMatchObject({ status: 'ready', redis: 'ok' });

    const lost = await connectRedis(redisUrl!);
    const isolated = await createTestApp('pglite', { redis: lost });
    lost.client.disconnect();
    const down = await isolated.app.inject({ method: 'GET', url: API.ready });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', redis: 'down' });
    await isolated.app.close();
    await isolated.database.close();
  });
});
