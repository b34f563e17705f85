import { createHash, randomBytes } from 'node:crypto';
import type { SeamlessAuthenticate } from '@app/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { GamesDb } from '../db/client.js';
import { gameSessions } from './sessions.tables.js';

export type SessionRow = typeof gameSessions.$inferSelect;

/** A game session lasts a long evening of play; the site launches a new one whenever the game is opened again. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session for a player the wallet just authenticated; returns the token the page keeps. */
export async function openSession(
  db: GamesDb,
  auth: SeamlessAuthenticate,
  language: string,
  now: number,
): Promise<{ token: string; session: SessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(gameSessions)
    .values({
      tokenHash: hash(token),
      playerId: auth.playerId,
      currency: auth.currency,
      screenName: auth.screenName,
      language,
      game: auth.game,
      expiresAt: new Date(now + SESSION_TTL_MS),
    })
    .returning();
  return { token, session: session! };
}

/**
 * Sessions by token with a short per-process memory: every call of a game
 * names its session, and a spin should not cost an extra database read.
 */
export function createSessionLookup(db: GamesDb, clock: () => number = Date.now) {
  const memory = new Map<string, { session: SessionRow; until: number }>();
  return async function sessionOf(token: string): Promise<SessionRow | undefined> {
    const key = hash(token);
    const now = clock();
    const remembered = memory.get(key);
    if (remembered && remembered.until > now && remembered.session.expiresAt.getTime() > now) return remembered.session;
    const [row] = await db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.tokenHash, key), gt(gameSessions.expiresAt, new Date(now))));
    if (!row) return undefined;
    if (memory.size > 10_000) memory.clear();
    memory.set(key, { session: row, until: now + 30_000 });
    return row;
  };
}

export async function deleteExpiredSessions(db: GamesDb, now: number): Promise<void> {
  await db.delete(gameSessions).where(lt(gameSessions.expiresAt, new Date(now)));
}
