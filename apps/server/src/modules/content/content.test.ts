import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';
import * as content from './content.service.js';

describe.each(testDatabases())('content service on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('lists help entries of one merchant and language in order', async () => {
    const demo = await merchants.getMerchantByCode(database.db, 'demo');
    const pt = await content.listHelpEntries(database.db, demo.id, 'pt');
    expect(pt.map((e) => e.title)).toEqual([
      'Como depositar com PIX',
      'Saques',
      'Jogo responsável',
      'Segurança da conta',
      'Termos e condições',
    ]);
    expect(Object.keys(pt[0]!)).toEqual(['title', 'content']);
  });

  it('keeps an existing slot when content is added again', async () => {
    const other = await merchants.ensureMerchant(database.db, { code: 'c2', name: 'C2', mainDomain: 'c2.example' });
    const entry = { language: 'en', sort: 1, title: 'Mine', content: '<p>kept</p>' };
    await content.addMissingContent(database.db, other.id, { banners: [], helpEntries: [entry] });
    await content.addMissingContent(database.db, other.id, { banners: [], helpEntries: [{ ...entry, title: 'Other' }] });
    expect(await content.listHelpEntries(database.db, other.id, 'en')).toEqual([{ title: 'Mine', content: '<p>kept</p>' }]);
    expect(await content.listHelpEntries(database.db, other.id, 'pt')).toEqual([]);
  });
});
