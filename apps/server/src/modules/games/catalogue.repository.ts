import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueVersions, gameNames, games, gameVendors } from './games.tables.js';

export type GameRow = typeof games.$inferSelect;
export type NewGame = Omit<typeof games.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type VendorRow = typeof gameVendors.$inferSelect;

export async function catalogueVersion(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.merchantId, merchantId));
  return row?.version ?? 0;
}

/** Every catalogue write calls this in its transaction, so readers see the new version with the new rows. */
export async function bumpVersion(db: Db, merchantId: number): Promise<void> {
  await db
    .insert(catalogueVersions)
    .values({ merchantId, version: 1 })
    .onConflictDoUpdate({ target: catalogueVersions.merchantId, set: { version: sql`${catalogueVersions.version} + 1` } });
}

export async function countGames(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(eq(games.merchantId, merchantId));
  return row?.n ?? 0;
}

export function selectGames(db: Db, merchantId: number) {
  return db.select().from(games).where(eq(games.merchantId, merchantId)).orderBy(asc(games.sort), asc(games.id));
}

export function selectNames(db: Db, merchantId: number) {
  return db
    .select({ gameId: gameNames.gameId, language: gameNames.language, name: gameNames.name, searchName: gameNames.searchName })
    .from(gameNames)
    .innerJoin(games, eq(games.id, gameNames.gameId))
    .where(eq(games.merchantId, merchantId));
}

export function selectVendors(db: Db, merchantId: number) {
  return db.select().from(gameVendors).where(eq(gameVendors.merchantId, merchantId)).orderBy(asc(gameVendors.sort), asc(gameVendors.code));
}

/** Inserts or updates games by (merchant, vendor, game code); returns their ids by that key. */
export async function upsertGames(db: Db, rows: NewGame[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Chunks keep each statement well under PostgreSQL's 65535 bind parameters.
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const result = await db
      .insert(games)
      .values(chunk)
      .onConflictDoUpdate({
        target: [games.merchantId, games.vendor, games.gameCode],
        set: {
          gameType: sql`excluded.game_type`,
          classify: sql`excluded.classify`,
          minBetMinor: sql`excluded.min_bet_minor`,
          lines: sql`excluded.lines`,
          rtpBp: sql`excluded.rtp_bp`,
          iconUrl: sql`excluded.icon_url`,
          isNew: sql`excluded.is_new`,
          isTop: sql`excluded.is_top`,
          hotRank: sql`excluded.hot_rank`,
          supportPlay: sql`excluded.support_play`,
          engine: sql`excluded.engine`,
          engineConfig: sql`excluded.engine_config`,
          demo: sql`excluded.demo`,
          sort: sql`excluded.sort`,
          enabled: sql`excluded.enabled`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: games.id, vendor: games.vendor, gameCode: games.gameCode });
    for (const r of result) ids.set(`${r.vendor}/${r.gameCode}`, r.id);
  }
  return ids;
}

export async function upsertNames(db: Db, rows: Array<typeof gameNames.$inferInsert>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(gameNames)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [gameNames.gameId, gameNames.language],
        set: { name: sql`excluded.name`, searchName: sql`excluded.search_name` },
      });
  }
}

/** Vendors named by imported games that the merchant does not list yet; existing ones keep their name and order. */
export async function addVendorsIfMissing(db: Db, rows: Array<Omit<VendorRow, 'enabled'>>): Promise<void> {
  if (rows.length) await db.insert(gameVendors).values(rows).onConflictDoNothing();
}

/** An aggregator sync that replaces the catalogue: games it no longer lists are disabled, never deleted. */
export async function disableGamesNotIn(db: Db, merchantId: number, keepIds: number[]): Promise<number> {
  const result = await db
    .update(games)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true), keepIds.length ? notInArray(games.id, keepIds) : sql`true`))
    .returning({ id: games.id });
  return result.length;
}

export async function existingGameKeys(db: Db, merchantId: number, vendors: string[]): Promise<Set<string>> {
  if (!vendors.length) return new Set();
  const rows = await db
    .select({ vendor: games.vendor, gameCode: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), inArray(games.vendor, vendors)));
  return new Set(rows.map((r) => `${r.vendor}/${r.gameCode}`));
}

/** Demo games that state no RTP yet (seeded before the catalogue had one). */
export function demoGamesWithoutRtp(db: Db, merchantId: number) {
  return db
    .select({ id: games.id, engine: games.engine, engineConfig: games.engineConfig })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.demo, true), isNull(games.rtpBp)));
}

/** Sets the RTP of games that have none; one that gained one meanwhile (an operator's import) keeps it. */
export async function fillMissingRtp(db: Db, ids: number[], rtpBp: number): Promise<number> {
  let updated = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const result = await db
      .update(games)
      .set({ rtpBp, updatedAt: sql`now()` })
      .where(and(inArray(games.id, ids.slice(i, i + 1000)), isNull(games.rtpBp)))
      .returning({ id: games.id });
    updated += result.length;
  }
  return updated;
}
