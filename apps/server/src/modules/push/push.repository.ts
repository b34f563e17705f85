import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from './push.tables.js';

export type NewSubscription = Pick<
  typeof pushSubscriptions.$inferInsert,
  'merchantId' | 'memberId' | 'endpoint' | 'p256dh' | 'auth' | 'language'
>;

/**
 * One row per endpoint: subscribing again (new keys, another member on the same browser) replaces it. A member keeps
 * at most `keep` browsers, the newest: every notice is posted to each of them, so a script subscribing made-up
 * endpoints all day must not turn one deposit into thousands of posts.
 */
export async function upsertSubscription(db: Db, values: NewSubscription, keep: number): Promise<void> {
  const { endpoint, ...rest } = values;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint, ...rest })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...rest, createdAt: new Date(), lastError: null } });
    const ofMember = and(eq(pushSubscriptions.merchantId, rest.merchantId), eq(pushSubscriptions.memberId, rest.memberId));
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(ofMember)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(keep);
    await tx.delete(pushSubscriptions).where(and(ofMember, notInArray(pushSubscriptions.id, newest)));
  });
}

/** Deletes the endpoint only when it is this member's; true when a row went. */
export async function deleteMemberSubscription(
  db: Db,
  params: { merchantId: number; memberId: number; endpoint: string },
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.merchantId, params.merchantId),
        eq(pushSubscriptions.memberId, params.memberId),
        eq(pushSubscriptions.endpoint, params.endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export function memberSubscriptions(db: Db, params: { merchantId: number; memberId: number }) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: pushSubscriptions.language,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.merchantId, params.merchantId), eq(pushSubscriptions.memberId, params.memberId)));
}

export async function deleteById(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordResult(db: Db, id: number, lastError: string | null): Promise<void> {
  await db.update(pushSubscriptions).set({ lastError }).where(eq(pushSubscriptions.id, id));
}
