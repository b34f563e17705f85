import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameFavourites, recentGames } from './games.tables.js';
import { rowsOf } from '../../db/rows.js';

interface Owner {
  merchantId: number;
  memberId: number;
}

/** Adds a favourite unless the member has it or already holds `max`; one statement, so a double tap adds once. */
export async function addFavourite(db: Db, owner: Owner, gameId: number, max: number): Promise<'added' | 'present' | 'full'> {
  const inserted = await db.execute(sql`
    insert into ${gameFavourites} (merchant_id, member_id, game_id)
    select ${owner.merchantId}, ${owner.memberId}, ${gameId}
    where (select count(*) from ${gameFavourites} where member_id = ${owner.memberId}) < ${max}
    on conflict do nothing
    returning game_id`);
  if (rowsOf(inserted).length) return 'added';
  const [present] = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.memberId, owner.memberId), eq(gameFavourites.gameId, gameId)));
  return present ? 'present' : 'full';
}

export async function removeFavourite(db: Db, owner: Owner, gameId: number): Promise<void> {
  await db
    .delete(gameFavourites)
    .where(
      and(eq(gameFavourites.merchantId, owner.merchantId), eq(gameFavourites.memberId, owner.memberId), eq(gameFavourites.gameId, gameId)),
    );
}

/** Newest first. */
export async function favouriteIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.merchantId, owner.merchantId), eq(gameFavourites.memberId, owner.memberId)))
    .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId));
  return rows.map((r) => r.gameId);
}

/** Records a play; only the newest `keep` games of a member stay in the list. */
export async function touchRecent(db: Db, owner: Owner, gameId: number, at: Date, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentGames)
      .values({ merchantId: owner.merchantId, memberId: owner.memberId, gameId, playedAt: at })
      .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: at } });
    await tx.execute(sql`
      delete from ${recentGames} where member_id = ${owner.memberId} and game_id in (
        select game_id from ${recentGames} where member_id = ${owner.memberId}
        order by played_at desc, game_id desc offset ${keep})`);
  });
}

export async function recentIds(db: Db, owner: Owner): Promise<number[]> {
  const rows = await db
    .select({ gameId: recentGames.gameId })
    .from(recentGames)
    .where(and(eq(recentGames.merchantId, owner.merchantId), eq(recentGames.memberId, owner.memberId)))
    .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId));
  return rows.map((r) => r.gameId);
}
