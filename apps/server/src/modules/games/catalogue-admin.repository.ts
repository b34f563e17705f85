import type { OperatorGamePatch, OperatorGamesQuery, OperatorVendorPatch } from '@app/contract';
import { and, asc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { gameNames, games, gameVendors } from './games.tables.js';
import { searchFold } from './search-fold.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nameEn = alias(gameNames, 'name_en');
const namePt = alias(gameNames, 'name_pt');

/** The operator's filters as SQL: the search meets a folded name in either language or the code. */
function conditions(merchantId: number, query: Omit<OperatorGamesQuery, 'page' | 'limit'>): SQL | undefined {
  const where: Array<SQL | undefined> = [eq(games.merchantId, merchantId)];
  if (query.search) {
    const folded = `%${escapeLike(searchFold(query.search))}%`;
    where.push(
      or(
        ilike(games.gameCode, `%${escapeLike(query.search)}%`),
        sql`exists (select 1 from ${gameNames} n where n.game_id = ${games.id} and n.search_name like ${folded})`,
      ),
    );
  }
  if (query.vendor) where.push(eq(games.vendor, query.vendor));
  if (query.gameType) where.push(eq(games.gameType, query.gameType));
  if (query.engine) where.push(eq(games.engine, query.engine));
  if (query.enabled !== undefined) where.push(eq(games.enabled, query.enabled));
  if (query.label === 'new') where.push(eq(games.isNew, true));
  if (query.label === 'top') where.push(eq(games.isTop, true));
  if (query.label === 'hot') where.push(isNotNull(games.hotRank));
  return and(...where);
}

/** Games with their names in both languages and their vendor's switch. */
function selectGames(db: Db, where: SQL | undefined) {
  return db
    .select({ game: games, nameEn: nameEn.name, namePt: namePt.name, vendorName: gameVendors.name, vendorEnabled: gameVendors.enabled })
    .from(games)
    .leftJoin(nameEn, and(eq(nameEn.gameId, games.id), eq(nameEn.language, 'en')))
    .leftJoin(namePt, and(eq(namePt.gameId, games.id), eq(namePt.language, 'pt')))
    .leftJoin(gameVendors, and(eq(gameVendors.merchantId, games.merchantId), eq(gameVendors.code, games.vendor)))
    .where(where);
}

/** A page of the catalogue table, in lobby order (hot rank first when listing the hot games). */
export async function listGames(db: Db, merchantId: number, query: OperatorGamesQuery) {
  const where = conditions(merchantId, query);
  const order = query.label === 'hot' ? [asc(games.hotRank), asc(games.id)] : [asc(games.sort), asc(games.id)];
  const [rows, [counted]] = await Promise.all([
    selectGames(db, where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
export type AdminGameRow = Awaited<ReturnType<typeof listGames>>['rows'][number];

export async function findGame(db: Db, merchantId: number, id: number): Promise<AdminGameRow | undefined> {
  const [row] = await selectGames(db, and(eq(games.merchantId, merchantId), eq(games.id, id)));
  return row;
}

/** Changes only what the patch names; false when the merchant has no such game. */
export async function updateGame(db: Db, merchantId: number, id: number, patch: OperatorGamePatch): Promise<boolean> {
  const updated = await db
    .update(games)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .returning({ id: games.id });
  return updated.length > 0;
}

/** The merchant's vendors in menu order, with how many games each has and how many of them are on. */
export function listVendors(db: Db, merchantId: number) {
  return db
    .select({
      code: gameVendors.code,
      name: gameVendors.name,
      sort: gameVendors.sort,
      enabled: gameVendors.enabled,
      games: sql<number>`(select count(*)::int from ${games} g where g.merchant_id = ${gameVendors.merchantId} and g.vendor = ${gameVendors.code})`,
      enabledGames: sql<number>`(select count(*)::int from ${games} g
        where g.merchant_id = ${gameVendors.merchantId} and g.vendor = ${gameVendors.code} and g.enabled)`,
    })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
}
export type AdminVendorRow = Awaited<ReturnType<typeof listVendors>>[number];

export async function updateVendor(db: Db, merchantId: number, code: string, patch: OperatorVendorPatch): Promise<boolean> {
  const updated = await db
    .update(gameVendors)
    .set(patch)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, code)))
    .returning({ code: gameVendors.code });
  return updated.length > 0;
}

/** How many games of each type the catalogue holds (enabled or not). */
export function countByType(db: Db, merchantId: number) {
  return db
    .select({ gameType: games.gameType, games: sql<number>`count(*)::int` })
    .from(games)
    .where(eq(games.merchantId, merchantId))
    .groupBy(games.gameType);
}
