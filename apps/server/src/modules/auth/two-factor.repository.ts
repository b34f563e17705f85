import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, memberBackupCodes, memberTwoFactor } from './two-factor.tables.js';

type MemberKey = { merchantId: number; memberId: number };
const ofMember = (key: MemberKey) => and(eq(memberTwoFactor.merchantId, key.merchantId), eq(memberTwoFactor.memberId, key.memberId));

export async function findTwoFactor(db: Db, key: MemberKey) {
  const rows = await db
    .select({
      secretSealed: memberTwoFactor.secretSealed,
      pendingSealed: memberTwoFactor.pendingSealed,
      pendingExpiresAt: memberTwoFactor.pendingExpiresAt,
      lastStep: memberTwoFactor.lastStep,
      enabledAt: memberTwoFactor.enabledAt,
    })
    .from(memberTwoFactor)
    .where(ofMember(key));
  return rows[0];
}

/** A new setup replaces a pending one; refused (false) once the member's verification is on. */
export async function savePending(db: Db, key: MemberKey, pending: { sealed: string; expiresAt: Date }): Promise<boolean> {
  const rows = await db
    .insert(memberTwoFactor)
    .values({ ...key, pendingSealed: pending.sealed, pendingExpiresAt: pending.expiresAt })
    .onConflictDoUpdate({
      target: memberTwoFactor.memberId,
      set: { pendingSealed: pending.sealed, pendingExpiresAt: pending.expiresAt },
      setWhere: and(eq(memberTwoFactor.merchantId, key.merchantId), isNull(memberTwoFactor.secretSealed)),
    })
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

/** The pending secret becomes the secret, its first code's step the last one used; false when it was not pending. */
export async function enable(db: Db, key: MemberKey, params: { pendingSealed: string; step: number; at: Date }): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ secretSealed: params.pendingSealed, pendingSealed: null, pendingExpiresAt: null, lastStep: params.step, enabledAt: params.at })
    .where(and(ofMember(key), isNull(memberTwoFactor.secretSealed), eq(memberTwoFactor.pendingSealed, params.pendingSealed)))
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

export async function disable(db: Db, key: MemberKey): Promise<void> {
  await db.delete(memberTwoFactor).where(ofMember(key));
  await db
    .delete(memberBackupCodes)
    .where(and(eq(memberBackupCodes.merchantId, key.merchantId), eq(memberBackupCodes.memberId, key.memberId)));
}

/** Takes a TOTP step if it is newer than the last one taken: of two requests with the same code, one wins. */
export async function takeStep(db: Db, key: MemberKey, step: number): Promise<boolean> {
  const rows = await db
    .update(memberTwoFactor)
    .set({ lastStep: step })
    .where(and(ofMember(key), sql`coalesce(${memberTwoFactor.lastStep}, -1) < ${step}`))
    .returning({ memberId: memberTwoFactor.memberId });
  return rows.length === 1;
}

export async function replaceBackupCodes(db: Db, key: MemberKey, hashes: string[], at: Date): Promise<void> {
  await db
    .delete(memberBackupCodes)
    .where(and(eq(memberBackupCodes.merchantId, key.merchantId), eq(memberBackupCodes.memberId, key.memberId)));
  await db.insert(memberBackupCodes).values(hashes.map((codeHash) => ({ ...key, codeHash, createdAt: at })));
}

/** Uses a backup code if it is the member's and unused: of two requests with the same code, one wins. */
export async function useBackupCode(db: Db, key: MemberKey, codeHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(memberBackupCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(memberBackupCodes.merchantId, key.merchantId),
        eq(memberBackupCodes.memberId, key.memberId),
        eq(memberBackupCodes.codeHash, codeHash),
        isNull(memberBackupCodes.usedAt),
      ),
    )
    .returning({ id: memberBackupCodes.id });
  return rows.length === 1;
}

export async function unusedBackupCodes(db: Db, key: MemberKey): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(memberBackupCodes)
    .where(
      and(eq(memberBackupCodes.merchantId, key.merchantId), eq(memberBackupCodes.memberId, key.memberId), isNull(memberBackupCodes.usedAt)),
    );
  return rows[0]?.n ?? 0;
}

export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert): Promise<void> {
  await db.insert(loginChallenges).values(values);
}

/**
 * Counts one code against a live challenge, before the code is checked: a single conditional update, so among
 * guesses arriving together no more than `max` pass, whatever their order. Undefined: the challenge is unknown,
 * expired, ended or out of attempts.
 */
export async function countChallengeAttempt(db: Db, params: { tokenHash: string; merchantId: number; now: Date; max: number }) {
  const rows = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, params.tokenHash),
        eq(loginChallenges.merchantId, params.merchantId),
        isNull(loginChallenges.endedAt),
        gt(loginChallenges.expiresAt, params.now),
        lt(loginChallenges.attempts, params.max),
      ),
    )
    .returning({ memberId: loginChallenges.memberId, deviceId: loginChallenges.deviceId, attempts: loginChallenges.attempts });
  return rows[0];
}

/** Ends a challenge once; false when it had already ended (two right codes at once: one session). */
export async function endChallenge(db: Db, params: { tokenHash: string; at: Date; reason: string }): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ endedAt: params.at, endedReason: params.reason })
    .where(and(eq(loginChallenges.tokenHash, params.tokenHash), isNull(loginChallenges.endedAt)))
    .returning({ memberId: loginChallenges.memberId });
  return rows.length === 1;
}

/** Ends every open challenge of a member (their codes are locked, or the verification was turned off). */
export async function endMemberChallenges(db: Db, key: MemberKey & { at: Date; reason: string }): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ endedAt: key.at, endedReason: key.reason })
    .where(
      and(eq(loginChallenges.merchantId, key.merchantId), eq(loginChallenges.memberId, key.memberId), isNull(loginChallenges.endedAt)),
    );
}

/** Challenges long past their expiry say nothing more: dropped now and then so the table stays small. */
export async function deleteChallengesBefore(db: Db, params: { merchantId: number; before: Date }): Promise<void> {
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.merchantId, params.merchantId), lt(loginChallenges.expiresAt, params.before)));
}
