import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { rowsOf } from '../../db/rows.js';
import { migrationsUpTo } from '../../test/migrations.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { getSetting } from '../merchants/merchants.service.js';

/*
 * Migration 0044 gives service channels a title per language: stored plain titles become that text in both languages
 * (the demo seed's live chat gets its English name), and inbox messages get room for their translations.
 */
describe.each(testDatabases())('migration 0044 (texts per language) on %s', (kind) => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    folder = migrationsUpTo(43);
    database = await createTestDatabase(kind, 'demo', { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('turns plain channel titles into one per language and keeps everything else of the channels', async () => {
    const before = {
      channels: [
        { type: 'LIVECHAT', csType: 'LIVECHAT', title: 'Chat ao vivo', url: 'https://demo-bet.example.com/livechat' },
        { type: 'WHATSAPP', csType: null, title: 'Suporte VIP', url: 'https://wa.me/5500000000000' },
      ],
    };
    await database.db.execute(sql`update merchant_settings set value = ${JSON.stringify(before)}::jsonb where key = 'customerService'`);
    await migrateDatabase(database);
    const [row] = rowsOf<{ value: unknown; merchant_id: number }>(
      await database.db.execute(sql`select merchant_id, value from merchant_settings where key = 'customerService'`),
    );
    expect(row?.value).toEqual({
      channels: [
        {
          type: 'LIVECHAT',
          csType: 'LIVECHAT',
          title: { pt: 'Chat ao vivo', en: 'Live chat' },
          url: 'https://demo-bet.example.com/livechat',
        },
        { type: 'WHATSAPP', csType: null, title: { pt: 'Suporte VIP', en: 'Suporte VIP' }, url: 'https://wa.me/5500000000000' },
      ],
    });
    expect((await getSetting(database.db, row!.merchant_id, 'customerService')).channels[1]!.title.en).toBe('Suporte VIP');
    const column = await database.db.execute(
      sql`select is_nullable from information_schema.columns where table_name = 'inbox_messages' and column_name = 'translations'`,
    );
    expect(rowsOf<{ is_nullable: string }>(column)).toEqual([{ is_nullable: 'YES' }]);
  });
});
