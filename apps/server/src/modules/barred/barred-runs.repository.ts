import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { barredRuns as runs } from './barred.tables.js';

export type RunRow = typeof runs.$inferSelect;

export interface Lease {
  token: string;
  now: Date;
  leaseUntil: Date;
}

/**
 * Serialises the claims of a merchant's sweep across processes until the caller's transaction ends: what a claim
 * reads (a run running, the last one finished or failed) stays true until its own insert is committed.
 */
export async function lockClaims(tx: Db, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY}, ${merchantId})`);
}

/** The first key of the claims' advisory lock (the merchant is the second): "BARD". */
const CLAIM_LOCK_KEY = 0x42415244;

/** Starts a run (the caller holds the claims' lock and found none running; the partial unique index backs it). */
export async function startRun(db: Db, merchantId: number, trigger: RunRow['trigger'], lease: Lease): Promise<RunRow> {
  const [row] = await db
    .insert(runs)
    .values({ merchantId, trigger, runToken: lease.token, leaseUntil: lease.leaseUntil, startedAt: lease.now })
    .returning();
  return row!;
}

/** Takes over the run whose holder died (its lease ran out): of several processes, one matches the row. */
export async function takeOverRun(db: Db, merchantId: number, lease: Lease): Promise<RunRow | undefined> {
  const [row] = await db
    .update(runs)
    .set({ runToken: lease.token, leaseUntil: lease.leaseUntil })
    .where(and(eq(runs.merchantId, merchantId), eq(runs.status, 'running'), lt(runs.leaseUntil, lease.now)))
    .returning();
  return row;
}

/** Records a checked page and renews the lease; false when another process took the run over. */
export async function advanceRun(
  db: Db,
  id: number,
  token: string,
  page: { cursor: number; checked: number; hits: number; leaseUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(runs)
    .set({
      cursor: page.cursor,
      checked: sql`${runs.checked} + ${page.checked}`,
      hits: sql`${runs.hits} + ${page.hits}`,
      leaseUntil: page.leaseUntil,
    })
    .where(and(eq(runs.id, id), eq(runs.runToken, token), eq(runs.status, 'running')))
    .returning({ id: runs.id });
  return rows.length > 0;
}

export async function endRun(db: Db, id: number, token: string, at: Date, error: string | null): Promise<void> {
  await db
    .update(runs)
    .set({ status: error === null ? 'finished' : 'failed', finishedAt: at, error })
    .where(and(eq(runs.id, id), eq(runs.runToken, token), eq(runs.status, 'running')));
}

export async function latestRun(db: Db, merchantId: number, status?: RunRow['status']): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.merchantId, merchantId), status ? eq(runs.status, status) : undefined))
    .orderBy(desc(runs.id))
    .limit(1);
  return row;
}

export async function findRun(db: Db, id: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row;
}

export async function listRuns(db: Db, merchantId: number, page: number, limit: number): Promise<{ rows: RunRow[]; total: number }> {
  const where = eq(runs.merchantId, merchantId);
  const rows = await db
    .select()
    .from(runs)
    .where(where)
    .orderBy(desc(runs.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ n: count() }).from(runs).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}
