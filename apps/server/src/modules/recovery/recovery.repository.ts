import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from './recovery.tables.js';

/** Invalidates the member's unused tokens and stores the new one, in one transaction. */
export async function replaceToken(db: Db, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: values.createdAt })
      .where(
        and(
          eq(passwordResetTokens.merchantId, values.merchantId),
          eq(passwordResetTokens.memberId, values.memberId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values(values);
  });
}

export async function findLiveToken(db: Db, params: { merchantId: number; tokenHash: string; now: Date }) {
  const rows = await db
    .select({ id: passwordResetTokens.id, memberId: passwordResetTokens.memberId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.merchantId, params.merchantId),
        eq(passwordResetTokens.tokenHash, params.tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, params.now),
      ),
    );
  return rows[0];
}

/** True for the one caller that uses the token. */
export async function useToken(db: Db, params: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: params.now })
    .where(and(eq(passwordResetTokens.id, params.id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, params.now)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
