import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { banners, helpEntries, merchantSettings, merchants as merchantsTable } from '../db/schema.js';
import * as merchants from '../modules/merchants/merchants.service.js';
import { settingKeys } from '../modules/merchants/merchant-settings.js';
import { createTestDatabase, testDatabases } from '../test/test-app.js';
import { seed } from './seed.js';

async function counts(database: Database) {
  const { db } = database;
  return {
    merchants: await db.$count(merchantsTable),
    settings: await db.$count(merchantSettings),
    banners: await db.$count(banners),
    help: await db.$count(helpEntries),
  };
}

describe.each(testDatabases())('seed on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('creates the demo merchant with every setting and the demo content', async () => {
    expect(await counts(database)).toEqual({ merchants: 1, settings: settingKeys.length, banners: 14, help: 10 });
    const merchant = await merchants.getMerchantByCode(database.db, 'demo');
    expect(merchant).toMatchObject({ code: 'demo', name: 'Demo Bet', mainDomain: 'localhost' });
  });

  it('is idempotent and keeps what the operator changed', async () => {
    const merchant = await merchants.getMerchantByCode(database.db, 'demo');
    await merchants.setSetting(database.db, merchant.id, 'maintenance', true);
    const before = await counts(database);
    await seed(database.db, 'demo');
    await seed(database.db, 'demo');
    expect(await counts(database)).toEqual(before);
    expect(await merchants.getSetting(database.db, merchant.id, 'maintenance')).toBe(true);
  });

  it('seeds a second merchant on its own domain', async () => {
    const other = await seed(database.db, 'other');
    expect(other).toMatchObject({ code: 'other', mainDomain: 'other.localhost' });
    expect((await counts(database)).merchants).toBe(2);
  });
});
