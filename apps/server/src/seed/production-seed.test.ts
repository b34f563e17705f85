import { API, type WinnerEntry } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { banners, games, mallItems, members, promotions, rainSchedules, vipLevels } from '../db/schema.js';
import { accountClient } from '../test/accounts.js';
import { PRODUCTION_WITH_SANDBOXES, productionAppConfig } from '../test/production-env.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_AGENT } from './demo-agents.js';
import { seedDemoActivity, seedMerchant } from './start-seed.js';

/** What server.ts does at start (start-seed.ts), with NODE_ENV=production and the sandboxes chosen by name. */
describe('a production start with explicit sandboxes', () => {
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    const config = loadConfig({ ...PRODUCTION_WITH_SANDBOXES, LOG_LEVEL: 'info' });
    database = await createDatabase({ memory: true });
    await migrateDatabase(database);
    const merchantId = await seedMerchant(database.db, config);
    t = await createTestApp('pglite', { database, config: productionAppConfig(config) });
    await seedDemoActivity(t.app, database.db, t.config, merchantId);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('creates no member at all: nobody signs in with the demo password', async () => {
    expect(await database.db.$count(members)).toBe(0);
    const client = accountClient(t);
    for (const username of [DEMO_AGENT.username, 'demo_sub', 'demo_ana', 'demo_bruno', 'demo_carla']) {
      const login = await client.login(username, DEMO_AGENT.password, { withCaptcha: await client.captcha() });
      expect(login.json().success).toBe(false);
    }
  });

  it('shows an empty winner board until real players win', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.gameWinners });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.list as WinnerEntry[]).toEqual([]);
  });

  it('seeds the catalogue and the content, but no promotion or reward that pays money', async () => {
    expect(await database.db.$count(games)).toBeGreaterThan(600);
    expect(await database.db.$count(banners)).toBeGreaterThan(0);
    expect(await database.db.$count(vipLevels)).toBe(6);
    expect(await database.db.$count(promotions)).toBe(0);
    expect(await database.db.$count(mallItems)).toBe(0);
    expect(await database.db.$count(rainSchedules)).toBe(0);
  });

  it('warns about each sandbox chosen by name', () => {
    const warnings = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('"level":40'));
    for (const setting of ['PIX_PROVIDER=sandbox', 'SMS_PROVIDER=outbox', 'MAIL_PROVIDER=outbox']) {
      expect(warnings.some((line) => line.includes(setting))).toBe(true);
    }
  });
});
