import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { regulatorFileSets as sets, regulatorSubmissions as submissions, type StoredManifest } from './regulator.tables.js';

export type FileSetRow = typeof sets.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type SetStatus = FileSetRow['status'];

/** No process holds the row now: no lease, or one that ran out with a process that died. */
const free = (now: Date) => or(isNull(sets.leaseUntil), lt(sets.leaseUntil, now));

/** The day's row, made once whoever asks first (the unique (merchant, day) index decides). */
export async function ensureSet(db: Db, merchantId: number, day: string, format: string): Promise<void> {
  await db.insert(sets).values({ merchantId, day, format }).onConflictDoNothing();
}

export interface Claim {
  merchantId: number;
  day: string;
  token: string;
  now: Date;
  leaseUntil: Date;
}

/**
 * Takes the day for one run, atomically: of several processes running this UPDATE at once, one matches the row
 * and the others find it leased. The job takes a pending day, a failed one due for a retry, or a run whose lease ran
 * out; an operator's regeneration takes any day no one holds.
 */
export async function claimRun(db: Db, claim: Claim, operator: boolean): Promise<FileSetRow | undefined> {
  const due = or(
    inArray(sets.status, ['pending', 'running']),
    and(eq(sets.status, 'failed'), or(isNull(sets.retryAt), lte(sets.retryAt, claim.now))),
  );
  const [row] = await db
    .update(sets)
    .set({
      status: 'running',
      runToken: claim.token,
      leaseUntil: claim.leaseUntil,
      attempts: sql`${sets.attempts} + 1`,
      updatedAt: claim.now,
    })
    .where(and(eq(sets.merchantId, claim.merchantId), eq(sets.day, claim.day), free(claim.now), operator ? undefined : due))
    .returning();
  return row;
}

export interface RunResult {
  format: string;
  generation: number;
  manifest: StoredManifest;
  manifestSha256: string;
  manifestBytes: number;
  /** `manual` when nothing is delivered from here, else `pending` (the delivery follows). */
  delivery: 'pending' | 'manual';
}

/** Ends the run that holds the claim; false when another process took the day over (its lease had run out). */
export async function finishRun(db: Db, id: number, token: string, now: Date, result: RunResult): Promise<boolean> {
  const rows = await db
    .update(sets)
    .set({
      ...result,
      status: 'generated',
      generatedAt: now,
      error: null,
      retryAt: null,
      leaseUntil: null,
      autoDeliveries: 0,
      deliverAt: now,
      updatedAt: now,
    })
    .where(and(eq(sets.id, id), eq(sets.runToken, token)))
    .returning({ id: sets.id });
  return rows.length > 0;
}

/** Records a failed run; the files it had before (if any) stay listed until a run succeeds. */
export async function failRun(db: Db, id: number, token: string, now: Date, error: string, retryAt: Date): Promise<void> {
  await db
    .update(sets)
    .set({ status: 'failed', error, retryAt, leaseUntil: null, updatedAt: now })
    .where(and(eq(sets.id, id), eq(sets.runToken, token)));
}

/** Days of the merchant the job may run now: pending, failed and due, or abandoned by a dead process. */
export async function claimableDays(db: Db, merchantId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ day: sets.day })
    .from(sets)
    .where(
      and(
        eq(sets.merchantId, merchantId),
        free(now),
        or(inArray(sets.status, ['pending', 'running']), and(eq(sets.status, 'failed'), or(isNull(sets.retryAt), lte(sets.retryAt, now)))),
      ),
    )
    .orderBy(asc(sets.day));
  return rows.map((r) => r.day);
}

/** Takes a generated day for one delivery; `auto` is the job's (due, not yet accepted, within its attempts). */
export async function claimDelivery(db: Db, claim: Claim, auto: { maxAttempts: number } | undefined): Promise<FileSetRow | undefined> {
  const due = auto
    ? and(inArray(sets.delivery, ['pending', 'failed']), lte(sets.deliverAt, claim.now), lt(sets.autoDeliveries, auto.maxAttempts))
    : undefined;
  const [row] = await db
    .update(sets)
    .set({ runToken: claim.token, leaseUntil: claim.leaseUntil, updatedAt: claim.now })
    .where(and(eq(sets.merchantId, claim.merchantId), eq(sets.day, claim.day), eq(sets.status, 'generated'), free(claim.now), due))
    .returning();
  return row;
}

export interface DeliveryResult {
  at: Date;
  adapter: string;
  result: 'accepted' | 'failed';
  receipt: string | null;
  error: string | null;
  requestedBy: string;
  manifestSha256: string;
  auto: boolean;
  /** When the job may try again after a failure. */
  retryAt: Date | null;
}

/** Records the delivery and releases the day, in one transaction. */
export async function finishDelivery(db: Db, set: FileSetRow, token: string, r: DeliveryResult): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(submissions).values({
      fileSetId: set.id,
      merchantId: set.merchantId,
      at: r.at,
      adapter: r.adapter,
      result: r.result,
      receipt: r.receipt,
      error: r.error,
      requestedBy: r.requestedBy,
      manifestSha256: r.manifestSha256,
    });
    await tx
      .update(sets)
      .set({
        delivery: r.result,
        leaseUntil: null,
        deliverAt: r.retryAt,
        autoDeliveries: r.auto ? sql`${sets.autoDeliveries} + 1` : sets.autoDeliveries,
        updatedAt: r.at,
      })
      .where(and(eq(sets.id, set.id), eq(sets.runToken, token)));
  });
}

/** Generated days the job may deliver now. */
export async function deliverableDays(db: Db, merchantId: number, now: Date, maxAttempts: number): Promise<string[]> {
  const rows = await db
    .select({ day: sets.day })
    .from(sets)
    .where(
      and(
        eq(sets.merchantId, merchantId),
        eq(sets.status, 'generated'),
        inArray(sets.delivery, ['pending', 'failed']),
        lte(sets.deliverAt, now),
        lt(sets.autoDeliveries, maxAttempts),
        free(now),
      ),
    )
    .orderBy(asc(sets.day));
  return rows.map((r) => r.day);
}

export async function findSet(db: Db, merchantId: number, day: string): Promise<FileSetRow | undefined> {
  const [row] = await db
    .select()
    .from(sets)
    .where(and(eq(sets.merchantId, merchantId), eq(sets.day, day)));
  return row;
}

export interface ListFilter {
  status?: SetStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

/** Newest day first, a page of them and the whole count. */
export async function listSets(db: Db, merchantId: number, filter: ListFilter): Promise<{ rows: FileSetRow[]; total: number }> {
  const conditions: SQL[] = [eq(sets.merchantId, merchantId)];
  if (filter.status) conditions.push(eq(sets.status, filter.status));
  if (filter.from) conditions.push(gte(sets.day, filter.from));
  if (filter.to) conditions.push(lte(sets.day, filter.to));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(sets)
    .where(where)
    .orderBy(desc(sets.day))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [counted] = await db.select({ n: count() }).from(sets).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The submissions of some days, newest first. */
export function submissionsOf(db: Db, setIds: readonly number[]): Promise<SubmissionRow[]> {
  if (!setIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(submissions)
    .where(inArray(submissions.fileSetId, [...setIds]))
    .orderBy(desc(submissions.id));
}

/** Days older than the retention cut-off (at most `limit` a call). */
export function expiredSets(db: Db, merchantId: number, beforeDay: string, limit: number): Promise<FileSetRow[]> {
  return db
    .select()
    .from(sets)
    .where(and(eq(sets.merchantId, merchantId), lt(sets.day, beforeDay)))
    .orderBy(asc(sets.day))
    .limit(limit);
}

/** Forgets a day whose files are deleted, with its submissions. */
export async function deleteSet(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(submissions).where(eq(submissions.fileSetId, id));
    await tx.delete(sets).where(eq(sets.id, id));
  });
}
