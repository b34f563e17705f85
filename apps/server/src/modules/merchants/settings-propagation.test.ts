import { API, settingPath } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisHandle } from '../../infra/redis.js';
import { createTestApp, operatorHeaders, twoProcessApps, type TestApp, type TwoProcesses } from '../../test/test-app.js';
import { createSettingsBus, SETTINGS_TTL_MS } from './settings-bus.js';

/** Polls until `check` holds; answers how long it took, or fails after `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The calls one process answers: the operator's writes, the player's status and an ordinary guarded call. */
function processCalls(t: TestApp) {
  return {
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: operatorHeaders, payload }),
    maintenance: (enabled: boolean) =>
      t.app.inject({ method: 'POST', url: API.operatorMaintenance, headers: operatorHeaders, payload: { enabled } }),
    siteName: async () => (await t.app.inject({ url: API.systemStatus })).json().value.info.siteName as string,
    /** 401 while open (no session), 503 under maintenance: the guard's gate as this process sees it. */
    gate: async () => (await t.app.inject({ url: API.memberInfo })).statusCode,
  };
}

function behavesAsOneSite(label: string, start: () => Promise<{ a: TestApp; b: TestApp }>, withinMs: number) {
  it(`${label}: a site name written on one process shows on the other's status within ${withinMs} ms`, async () => {
    const { a, b } = await start();
    const [one, two] = [processCalls(a), processCalls(b)];
    expect(await two.siteName()).toBe('Demo Bet');
    expect((await one.put(settingPath('siteName'), { value: { pt: 'Outra Casa', en: 'Other House' } })).statusCode).toBe(200);
    await within(withinMs, async () => (await two.siteName()) === 'Outra Casa');
  });

  it(`${label}: maintenance switched on one process closes the other within ${withinMs} ms, and opens it again`, async () => {
    const { a, b } = await start();
    const [one, two] = [processCalls(a), processCalls(b)];
    // The other process holds a fresh copy of the gate: only an invalidation (or its expiry) shows the switch.
    expect(await two.gate()).toBe(401);
    expect((await one.maintenance(true)).statusCode).toBe(200);
    await within(withinMs, async () => (await two.gate()) === 503);
    expect((await one.maintenance(false)).statusCode).toBe(200);
    await within(withinMs, async () => (await two.gate()) === 401);
  });
}

describe('settings across two server processes on one database, without Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('pglite');
    second = await createTestApp('pglite', { database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  // Without Redis the other process's copy simply expires: at most SETTINGS_TTL_MS.alone.
  behavesAsOneSite('copies expire', async () => ({ a: first, b: second }), 2_000);
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('settings across two server processes with Redis pub/sub', () => {
  let processes: TwoProcesses;
  beforeAll(async () => {
    processes = await twoProcessApps(redisUrl!, { shareDatabase: true });
  });
  afterAll(() => processes.close());

  // Well inside the copies' own lifetime with Redis (SETTINGS_TTL_MS.redis): only the published change explains it.
  const start = async () => ({ a: processes.first, b: processes.second });
  behavesAsOneSite('pub/sub', start, 1_500);

  it('delivers a change to every bus on the channel, its own process included', async () => {
    expect(SETTINGS_TTL_MS.redis).toBeGreaterThan(1_500);
    const redis: RedisHandle = await connectRedis(redisUrl!);
    const channel = `test-bus-${Date.now()}`;
    const [one, two] = [
      await createSettingsBus({ redis: redis.client, channel }),
      await createSettingsBus({ redis: redis.client, channel }),
    ];
    const heard: string[] = [];
    one.subscribe((id) => heard.push(`one:${id}`));
    two.subscribe((id) => heard.push(`two:${id}`));
    one.changed(7);
    await within(1_000, async () => heard.includes('two:7'));
    expect(heard[0]).toBe('one:7');
    await Promise.all([one.close(), two.close()]);
    await redis.close();
  });
});

describe('the settings bus without Redis', () => {
  it('tells this process at once and stops after unsubscribe', async () => {
    const bus = await createSettingsBus();
    const heard: number[] = [];
    const stop = bus.subscribe((id) => heard.push(id));
    bus.changed(3);
    stop();
    bus.changed(4);
    expect(heard).toEqual([3]);
    expect(bus.ttlMs).toBeLessThanOrEqual(2_000);
  });
});
