import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { GamesDb } from '../../db/client.js';
import { crashLeases } from './crash.tables.js';

/** A room's lease as this process holds it: every write of the room's cycle is fenced by holder and epoch. */
export interface Lease {
  gameCode: string;
  holder: string;
  epoch: number;
}

export type LeaseRow = typeof crashLeases.$inferSelect;

/** A fenced write found that another process leads the room now: this one must stop its cycle at once. */
export class LeaseLost extends Error {
  constructor(gameCode: string) {
    super(`the lease of crash room ${gameCode} is held by another process`);
  }
}

/**
 * Takes the room's lease when it is free, expired, or already this holder's (a new epoch every time), and answers the
 * row as it stands after the attempt: held by `holder` when it won. Times are the processes' clocks (kept in step by
 * NTP, as the rounds' times already are), so tests can move them.
 */
export async function acquireLease(db: GamesDb, gameCode: string, holder: string, now: number, ttlMs: number): Promise<LeaseRow> {
  const expiresAt = new Date(now + ttlMs);
  const [won] = await db
    .insert(crashLeases)
    .values({ gameCode, holder, epoch: 1, expiresAt })
    .onConflictDoUpdate({
      target: crashLeases.gameCode,
      set: { holder, epoch: sql`${crashLeases.epoch} + 1`, expiresAt },
      setWhere: or(lte(crashLeases.expiresAt, new Date(now)), eq(crashLeases.holder, holder)),
    })
    .returning();
  if (won) return won;
  const [held] = await db.select().from(crashLeases).where(eq(crashLeases.gameCode, gameCode));
  return held!;
}

/** Pushes the expiry on; false when the lease was taken over (a new epoch or holder). */
export async function renewLease(db: GamesDb, lease: Lease, now: number, ttlMs: number): Promise<boolean> {
  const rows = await db
    .update(crashLeases)
    .set({ expiresAt: new Date(now + ttlMs) })
    .where(mine(lease))
    .returning({ epoch: crashLeases.epoch });
  return rows.length > 0;
}

/** A graceful stop hands the room over at once: the lease expires now. */
export async function releaseLease(db: GamesDb, lease: Lease, now: number): Promise<void> {
  await db
    .update(crashLeases)
    .set({ expiresAt: new Date(now) })
    .where(mine(lease));
}

export async function findLease(db: GamesDb, gameCode: string): Promise<LeaseRow | undefined> {
  const [row] = await db.select().from(crashLeases).where(eq(crashLeases.gameCode, gameCode));
  return row;
}

const mine = (lease: Lease) =>
  and(eq(crashLeases.gameCode, lease.gameCode), eq(crashLeases.holder, lease.holder), eq(crashLeases.epoch, lease.epoch));

/**
 * Runs `write` in a transaction that first locks the lease row (FOR SHARE) as `lease` holds it: a takeover (which
 * updates that row) waits for the write to commit, and a write after the takeover finds another epoch and throws
 * LeaseLost, so a stale leader never writes after a new one has read the room.
 */
export function fenced<T>(db: GamesDb, lease: Lease, write: (tx: GamesDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const held = await tx.select({ epoch: crashLeases.epoch }).from(crashLeases).where(mine(lease)).for('share');
    if (!held.length) throw new LeaseLost(lease.gameCode);
    return write(tx as unknown as GamesDb);
  });
}
