import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountLocks, loginFailures, loginHistory, sessions } from './auth.tables.js';

export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, values: NewSession): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Db, params: { tokenHash: string }) {
  const rows = await db
    .select({
      memberId: sessions.memberId,
      merchantId: sessions.merchantId,
      memberType: sessions.memberType,
      isTrial: sessions.isTrial,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, params.tokenHash));
  return rows[0];
}

export async function touchSession(db: Db, params: { tokenHash: string; at: Date }): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: params.at }).where(eq(sessions.tokenHash, params.tokenHash));
}

export async function revokeSession(db: Db, params: { tokenHash: string; at: Date; reason: string }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(and(eq(sessions.tokenHash, params.tokenHash), isNull(sessions.revokedAt)));
}

/** Every live session of the member except the one kept (the new login, or the device changing its password). */
export async function revokeOtherSessions(
  db: Db,
  params: { merchantId: number; memberId: number; keepTokenHash: string; at: Date; reason: string },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(
      and(
        eq(sessions.merchantId, params.merchantId),
        eq(sessions.memberId, params.memberId),
        ne(sessions.tokenHash, params.keepTokenHash),
        isNull(sessions.revokedAt),
      ),
    );
}

export async function lastLogin(db: Db, params: { merchantId: number; memberId: number }) {
  const rows = await db
    .select({ ip: loginHistory.ip, createdAt: loginHistory.createdAt })
    .from(loginHistory)
    .where(and(eq(loginHistory.merchantId, params.merchantId), eq(loginHistory.memberId, params.memberId)))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(1);
  return rows[0];
}

export async function insertLoginHistory(db: Db, values: typeof loginHistory.$inferInsert): Promise<void> {
  await db.insert(loginHistory).values(values);
}

/**
 * The window's attempts per account name (pending ones included), and its failures per address and per
 * device (0 without a device id), in one statement so the counts come from one snapshot.
 */
export async function countAttempts(
  db: Db,
  params: { merchantId: number; usernameLower: string; ip: string; deviceId?: string | undefined; since: Date },
) {
  const device = params.deviceId ?? null;
  const rows = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginFailures.usernameLower} = ${params.usernameLower})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${params.ip} and not ${loginFailures.pending})`.mapWith(Number),
      device: sql<number>`count(*) filter (where ${loginFailures.deviceId} = ${device} and not ${loginFailures.pending})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantId, params.merchantId),
        gt(loginFailures.createdAt, params.since),
        or(
          eq(loginFailures.usernameLower, params.usernameLower),
          eq(loginFailures.ip, params.ip),
          device === null ? undefined : eq(loginFailures.deviceId, device),
        ),
      ),
    );
  return { account: rows[0]?.account ?? 0, address: rows[0]?.address ?? 0, device: rows[0]?.device ?? 0 };
}

/** Failures older than the window no longer count for anything. */
export async function deleteFailuresBefore(db: Db, params: { merchantId: number; before: Date }): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.merchantId, params.merchantId), lt(loginFailures.createdAt, params.before)));
}

export async function findLock(db: Db, params: { merchantId: number; usernameLower: string }) {
  const rows = await db
    .select({ lockedUntil: accountLocks.lockedUntil })
    .from(accountLocks)
    .where(and(eq(accountLocks.merchantId, params.merchantId), eq(accountLocks.usernameLower, params.usernameLower)));
  return rows[0];
}

export async function upsertLock(db: Db, params: { merchantId: number; usernameLower: string; lockedUntil: Date }) {
  await db
    .insert(accountLocks)
    .values(params)
    .onConflictDoUpdate({ target: [accountLocks.merchantId, accountLocks.usernameLower], set: { lockedUntil: params.lockedUntil } });
}

/** Every live session of the member (password reset: whoever holds one loses it). */
export async function revokeAllSessions(db: Db, params: { merchantId: number; memberId: number; at: Date; reason: string }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: params.at, revokedReason: params.reason })
    .where(and(eq(sessions.merchantId, params.merchantId), eq(sessions.memberId, params.memberId), isNull(sessions.revokedAt)));
}

/** Forgets an account's failures and lock (after a proven password reset). */
export async function clearAccountFailures(db: Db, params: { merchantId: number; usernameLower: string }): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.merchantId, params.merchantId), eq(loginFailures.usernameLower, params.usernameLower)));
  await db
    .delete(accountLocks)
    .where(and(eq(accountLocks.merchantId, params.merchantId), eq(accountLocks.usernameLower, params.usernameLower)));
}

/** Reserves an attempt's row; its id lets an attempt that was not evaluated, or was right, give it back. */
export async function insertFailureReturningId(db: Db, values: typeof loginFailures.$inferInsert): Promise<number> {
  const rows = await db.insert(loginFailures).values(values).returning({ id: loginFailures.id });
  const row = rows[0];
  if (!row) throw new Error('failure insert returned nothing');
  return row.id;
}

/** A reserved guess turned out wrong: from now on it counts for its address and device too. */
export async function markFailed(db: Db, params: { id: number }): Promise<void> {
  await db.update(loginFailures).set({ pending: false }).where(eq(loginFailures.id, params.id));
}

export async function deleteFailure(db: Db, params: { id: number }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, params.id));
}

export async function recentLogins(db: Db, params: { merchantId: number; memberId: number; limit: number }) {
  return db
    .select({ ip: loginHistory.ip, userAgent: loginHistory.userAgent, createdAt: loginHistory.createdAt })
    .from(loginHistory)
    .where(and(eq(loginHistory.merchantId, params.merchantId), eq(loginHistory.memberId, params.memberId)))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(params.limit);
}

/** The latest login strictly before the given session began (that session's own login excluded). */
export async function loginBeforeSession(db: Db, params: { merchantId: number; memberId: number; tokenHash: string }) {
  const started = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.tokenHash, params.tokenHash));
  const before = started[0]?.createdAt;
  if (!before) return undefined;
  const rows = await db
    .select({ ip: loginHistory.ip, createdAt: loginHistory.createdAt })
    .from(loginHistory)
    .where(
      and(eq(loginHistory.merchantId, params.merchantId), eq(loginHistory.memberId, params.memberId), lt(loginHistory.createdAt, before)),
    )
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(1);
  return rows[0];
}

/** The device ids the member has logged in (or registered) from. */
export async function deviceIdsOf(db: Db, params: { merchantId: number; memberId: number }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ deviceId: loginHistory.deviceId })
    .from(loginHistory)
    .where(
      and(eq(loginHistory.merchantId, params.merchantId), eq(loginHistory.memberId, params.memberId), isNotNull(loginHistory.deviceId)),
    );
  return rows.map((r) => r.deviceId).filter((d): d is string => d !== null);
}
