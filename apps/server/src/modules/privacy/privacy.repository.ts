import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PrivacyRequestsQuery } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { MemberKey } from './privacy.deps.js';
import { privacyRequests } from './privacy.tables.js';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
type NewRequest = typeof privacyRequests.$inferInsert;

/** Any fixed number: with the member id, the advisory lock that serialises one member's requests. */
const MEMBER_LOCK = 30_010;

const ofMember = (key: MemberKey) => and(eq(privacyRequests.merchantId, key.merchantId), eq(privacyRequests.memberId, key.memberId));

/** One member's requests are decided one at a time (the once-a-day copy, the one closure). */
export async function lockMember(tx: Db, key: MemberKey): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}::integer, ${key.memberId}::integer)`);
}

export async function insertRequest(tx: Db, values: NewRequest): Promise<PrivacyRequestRow> {
  const rows = await tx.insert(privacyRequests).values(values).returning();
  return rows[0]!;
}

/** The member's latest export that counts against the daily one (a failed copy does not). */
export async function lastExportAt(tx: Db, key: MemberKey): Promise<Date | undefined> {
  const rows = await tx
    .select({ at: privacyRequests.requestedAt })
    .from(privacyRequests)
    .where(and(ofMember(key), eq(privacyRequests.kind, 'export'), sql`${privacyRequests.status} <> 'failed'`))
    .orderBy(desc(privacyRequests.requestedAt))
    .limit(1);
  return rows[0]?.at;
}

export function memberRequests(db: Db, key: MemberKey, limit: number): Promise<PrivacyRequestRow[]> {
  return db
    .select()
    .from(privacyRequests)
    .where(ofMember(key))
    .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
    .limit(limit);
}

export async function findMemberRequest(db: Db, key: MemberKey, id: number): Promise<PrivacyRequestRow | undefined> {
  return (
    await db
      .select()
      .from(privacyRequests)
      .where(and(ofMember(key), eq(privacyRequests.id, id)))
  )[0];
}

export async function findRequest(db: Db, merchantId: number, id: number): Promise<PrivacyRequestRow | undefined> {
  return (
    await db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.merchantId, merchantId), eq(privacyRequests.id, id)))
  )[0];
}

/** The member's closure that is open or done, which shuts the account (at most one: the partial unique index). */
export async function liveClosure(db: Db, key: MemberKey): Promise<PrivacyRequestRow | undefined> {
  const live = inArray(privacyRequests.status, ['pending', 'processing', 'done']);
  return (
    await db
      .select()
      .from(privacyRequests)
      .where(and(ofMember(key), eq(privacyRequests.kind, 'closure'), live))
  )[0];
}

function listFilter(merchantId: number, q: PrivacyRequestsQuery): SQL | undefined {
  return and(
    eq(privacyRequests.merchantId, merchantId),
    q.kind ? eq(privacyRequests.kind, q.kind) : undefined,
    q.status ? eq(privacyRequests.status, q.status) : undefined,
    q.memberId ? eq(privacyRequests.memberId, q.memberId) : undefined,
    q.from ? gte(privacyRequests.requestedAt, new Date(q.from)) : undefined,
    q.to ? lt(privacyRequests.requestedAt, new Date(q.to)) : undefined,
  );
}

/** The back office's page, newest first, with the whole count (the table is small: requests are rare). */
export async function listRequests(db: Db, merchantId: number, q: PrivacyRequestsQuery) {
  const where = listFilter(merchantId, q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(privacyRequests)
      .where(where)
      .orderBy(desc(privacyRequests.requestedAt), desc(privacyRequests.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(privacyRequests).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/**
 * Takes one export to write: a given one, or the oldest the job may run (asked and due, or left `processing` by a
 * process whose lease ran out). The conditional UPDATE is the claim; SKIP LOCKED lets parallel processes take others.
 */
export async function claimExport(db: Db, claim: { id?: number; token: string; now: Date; leaseUntil: Date }) {
  const runnable = and(
    eq(privacyRequests.kind, 'export'),
    or(
      and(eq(privacyRequests.status, 'pending'), or(isNull(privacyRequests.retryAt), lte(privacyRequests.retryAt, claim.now))),
      and(eq(privacyRequests.status, 'processing'), lt(privacyRequests.leaseUntil, claim.now)),
    ),
    claim.id === undefined ? undefined : eq(privacyRequests.id, claim.id),
  );
  const next = db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(runnable)
    .orderBy(privacyRequests.requestedAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(privacyRequests)
    .set({ status: 'processing', runToken: claim.token, leaseUntil: claim.leaseUntil, attempts: sql`${privacyRequests.attempts} + 1` })
    .where(and(inArray(privacyRequests.id, next), runnable))
    .returning();
  return rows[0];
}

const heldBy = (id: number, token: string) =>
  and(eq(privacyRequests.id, id), eq(privacyRequests.runToken, token), eq(privacyRequests.status, 'processing'));

/** Records the written file; false when the claim was lost (another process took the export over). */
export async function finishExport(
  db: Db,
  id: number,
  token: string,
  file: { key: string; bytes: number; sha256: string; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(privacyRequests)
    .set({
      status: 'done',
      fileKey: file.key,
      bytes: file.bytes,
      sha256: file.sha256,
      completedAt: file.at,
      expiresAt: file.expiresAt,
      error: null,
      leaseUntil: null,
    })
    .where(heldBy(id, token))
    .returning({ id: privacyRequests.id });
  return rows.length > 0;
}

/** A failed run: tried again at `retryAt`, or `failed` for good when it is null. */
export async function failExport(db: Db, id: number, token: string, error: string, retryAt: Date | null, now: Date) {
  await db
    .update(privacyRequests)
    .set(
      retryAt ? { status: 'pending', error, retryAt, leaseUntil: null } : { status: 'failed', error, completedAt: now, leaseUntil: null },
    )
    .where(heldBy(id, token));
}

/** Files whose download time has passed (or whose account was closed), oldest first. */
export function filesToDelete(db: Db, now: Date, limit: number) {
  return db
    .select({ id: privacyRequests.id, fileKey: privacyRequests.fileKey })
    .from(privacyRequests)
    .where(and(isNotNull(privacyRequests.fileKey), isNull(privacyRequests.fileDeletedAt), lte(privacyRequests.expiresAt, now)))
    .orderBy(privacyRequests.expiresAt)
    .limit(limit);
}

/** Every copy of the member's data still on file is due for deletion now (a closure). */
export async function expireMemberFiles(tx: Db, key: MemberKey): Promise<void> {
  await tx
    .update(privacyRequests)
    .set({ expiresAt: new Date(0) })
    .where(and(ofMember(key), isNotNull(privacyRequests.fileKey), isNull(privacyRequests.fileDeletedAt)));
}

export async function markFileDeleted(db: Db, id: number, at: Date): Promise<void> {
  await db.update(privacyRequests).set({ fileDeletedAt: at }).where(eq(privacyRequests.id, id));
}

/** Moves a closure on from `from`; false when it was no longer there (another operator decided first). */
export async function moveClosure(db: Db, id: number, from: PrivacyRequestRow['status'], values: Partial<NewRequest>): Promise<boolean> {
  const rows = await db
    .update(privacyRequests)
    .set(values)
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.kind, 'closure'), eq(privacyRequests.status, from)))
    .returning({ id: privacyRequests.id });
  return rows.length > 0;
}
