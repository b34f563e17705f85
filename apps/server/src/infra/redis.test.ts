import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_RATE_LIMIT } from '../http/operator-scope.js';
import { createTestApp, operatorHeaders, twoProcessApps, type TestApp, type TwoProcesses } from '../test/test-app.js';
import { connectRedis } from './redis.js';

const redisUrl = process.env.REDIS_URL;

/** Runs only where a real Redis is configured (CI sets REDIS_URL). */
describe.runIf(redisUrl)('with Redis configured', () => {
  let processes: TwoProcesses;
  let first: TestApp;

  beforeAll(async () => {
    processes = await twoProcessApps(redisUrl!);
    first = processes.first;
  });
  afterAll(() => processes.close());

  it('shares rate-limit counters between server processes', async () => {
    const call = (t: TestApp) =>
      t.app.inject({ method: 'GET', url: API.operatorMaintenance, headers: operatorHeaders, remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    // The operator scope's limit, half of it on each process.
    const half = OPERATOR_RATE_LIMIT.max / 2;
    for (let i = 0; i < half; i += 1) statuses.push((await call(first)).statusCode);
    for (let i = 0; i < half; i += 1) statuses.push((await call(processes.second)).statusCode);
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
