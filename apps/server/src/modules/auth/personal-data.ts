import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { afterTime, timeKey, type TimePosition } from '../../db/time-position.js';
import { accountLocks, loginFailures, loginHistory, sessions } from './auth.tables.js';

/*
 * What the auth module holds about a person, for the LGPD calls (modules/privacy): the logins and sessions a copy of
 * one's data lists, and their erasure when a closure is processed. The time and address of each login stay (kept
 * with the account's other records, privacy/retention-rules.ts); the browser and device that made it are erased.
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

/** A page of the member's logins, oldest first, after the position `after` (on login_history_member_idx). */
export async function loginPage(db: Db, key: MemberKey, after: TimePosition | undefined, limit: number) {
  const result = await db.execute(sql`select id, created_at, ${timeKey(sql`created_at`)} as at_key, ip, user_agent, device_id
    from login_history where merchant_id = ${key.merchantId} and member_id = ${key.memberId} ${afterTime(sql`created_at`, sql`id`, after)}
    order by created_at, id limit ${limit}`);
  type Row = { id: number; created_at: Date | string; at_key: string; ip: string; user_agent: string | null; device_id: string | null };
  return rowsOf<Row>(result).map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at) }));
}

/** Every session the member opened (a few hundred at most: they are kept per login), oldest first. */
export function sessionsOf(db: Db, key: MemberKey) {
  return db
    .select({
      startedAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.revokedAt,
      endReason: sessions.revokedReason,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.merchantId, key.merchantId), eq(sessions.memberId, key.memberId)))
    .orderBy(sessions.createdAt);
}

/** The browser and device of every login and session (a closed account's sessions are all revoked already). */
export async function eraseDevices(tx: Db, key: MemberKey): Promise<void> {
  await tx
    .update(loginHistory)
    .set({ userAgent: null, deviceId: null })
    .where(and(eq(loginHistory.merchantId, key.merchantId), eq(loginHistory.memberId, key.memberId)));
  await tx
    .update(sessions)
    .set({ userAgent: null })
    .where(and(eq(sessions.merchantId, key.merchantId), eq(sessions.memberId, key.memberId)));
}

/**
 * The guesses at the account's name and secrets still in the ladder's window, and its lock: they name the old
 * username and the addresses and devices that tried it.
 */
export async function eraseSignInState(tx: Db, key: MemberKey, usernameLower: string): Promise<void> {
  const names = [usernameLower, ...['old-password', 'payment-password', 'privacy-closure'].map((k) => `${k}:member-${key.memberId}`)];
  await tx.delete(loginFailures).where(and(eq(loginFailures.merchantId, key.merchantId), inArray(loginFailures.usernameLower, names)));
  await tx.delete(accountLocks).where(and(eq(accountLocks.merchantId, key.merchantId), eq(accountLocks.usernameLower, usernameLower)));
}
