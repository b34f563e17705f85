import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { createTestDatabase, manualClock } from '../../test/test-app.js';
import { createCatalogueCache, findGame, VERSION_CHECK_MS } from './catalogue.service.js';

/*
 * The catalogue cache given a read database apart from the primary (readDb on a replica): two copies of the same
 * seeded database stand for them, so a change made on one only shows which one a read went to.
 */
describe('the catalogue cache with a replica to check on', () => {
  let primary: Database;
  let replica: Database;
  let merchantId: number;
  let games: number[];
  const clock = manualClock();
  let cache: ReturnType<typeof createCatalogueCache>;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase('pglite'), createTestDatabase('pglite')]);
    const rows = rowsOf<{ id: number; merchant_id: number }>(
      await primary.db.execute(sql`select g.id, g.merchant_id from games g join merchants m on m.id = g.merchant_id
        where m.code = 'demo' and g.enabled order by g.id limit 3`),
    );
    merchantId = Number(rows[0]!.merchant_id);
    games = rows.map((r) => Number(r.id));
    cache = createCatalogueCache(primary.db, clock.now, replica.db);
  });
  afterAll(async () => {
    await Promise.all([primary.close(), replica.close()]);
  });

  const disable = (on: Database, id: number) => on.db.execute(sql`update games set enabled = false where id = ${id}`);
  const bump = (on: Database) => on.db.execute(sql`update catalogue_versions set version = version + 1 where merchant_id = ${merchantId}`);
  const listed = async (id: number) => findGame(await cache.get(merchantId), id) !== undefined;
  const later = () => clock.advance(VERSION_CHECK_MS + 1);

  it('loads from the primary', async () => {
    await disable(primary, games[0]!);
    await bump(primary);
    expect(await listed(games[0]!)).toBe(false);
  });

  it('checks the version on the replica: a change the replica has not got yet waits for it, then loads from the primary', async () => {
    await disable(primary, games[1]!);
    await bump(primary);
    later();
    expect(await listed(games[1]!)).toBe(true);
    // The replica's version moves (its rows still list the game): the reload reads the primary's rows.
    await bump(replica);
    await bump(replica);
    later();
    expect(await listed(games[1]!)).toBe(false);
  });

  it('never goes back to an older catalogue when the replica is behind what this process holds', async () => {
    const held = await cache.get(merchantId);
    await bump(primary);
    cache.invalidate(merchantId);
    const mine = await cache.get(merchantId);
    expect(mine.version).toBe(held.version + 1);
    later();
    // The replica is a version behind: the snapshot stays.
    expect(await cache.get(merchantId)).toBe(mine);
  });

  it('reads the primary at once after this process wrote the catalogue', async () => {
    await disable(primary, games[2]!);
    await bump(primary);
    cache.invalidate(merchantId);
    expect(await listed(games[2]!)).toBe(false);
  });
});
