import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { settingDefaults } from './merchant-settings.js';
import * as merchants from './merchants.service.js';
import { upsertSetting } from './merchants.repository.js';

describe.each(testDatabases())('merchants service on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await merchants.ensureMerchant(database.db, { code: 'brand2', name: 'Brand Two', mainDomain: 'brand2.example.com' });
  });
  afterAll(() => database.close());

  it('resolves by host name first, then by the configured code', async () => {
    const byHost = await merchants.resolveMerchant(database.db, { code: 'demo', host: 'BRAND2.example.com' });
    expect(byHost.code).toBe('brand2');
    const byCode = await merchants.resolveMerchant(database.db, { code: 'demo', host: '127.0.0.1' });
    expect(byCode.code).toBe('demo');
    await expect(merchants.resolveMerchant(database.db, { code: 'ghost', host: 'nowhere' })).rejects.toMatchObject({
      code: 'merchant.not.found',
    });
  });

  it('reads typed settings, with defaults for missing keys', async () => {
    const brand2 = await merchants.getMerchantByCode(database.db, 'brand2');
    const s = await merchants.getSettings(database.db, brand2.id, ['maintenance', 'regionRule', 'whitelabel']);
    expect(s.maintenance).toBe(false);
    expect(s.regionRule).toEqual(settingDefaults.regionRule);
    expect(Object.values(s.whitelabel).every((on) => on === false)).toBe(true);
  });

  it('writes only values its schema accepts', async () => {
    const brand2 = await merchants.getMerchantByCode(database.db, 'brand2');
    await merchants.setSetting(database.db, brand2.id, 'imageCDNs', ['https://cdn.example.com']);
    expect(await merchants.getSetting(database.db, brand2.id, 'imageCDNs')).toEqual(['https://cdn.example.com']);
    await expect(merchants.setSetting(database.db, brand2.id, 'maintenance', 'yes' as unknown as boolean)).rejects.toThrow();
  });

  it('fails loudly on a stored value that no longer parses', async () => {
    const brand2 = await merchants.getMerchantByCode(database.db, 'brand2');
    await upsertSetting(database.db, { merchantId: brand2.id, key: 'maintenance', value: 'corrupt' });
    await expect(merchants.getSetting(database.db, brand2.id, 'maintenance')).rejects.not.toBeInstanceOf(AppError);
  });
});
