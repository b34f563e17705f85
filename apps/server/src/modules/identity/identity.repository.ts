import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberIdentities } from './identity.tables.js';

export type Provider = (typeof memberIdentities.$inferSelect)['provider'];

export async function findMemberId(
  db: Db,
  params: { merchantId: number; provider: Provider; subject: string },
): Promise<number | undefined> {
  const rows = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.merchantId, params.merchantId),
        eq(memberIdentities.provider, params.provider),
        eq(memberIdentities.subject, params.subject),
      ),
    );
  return rows[0]?.memberId;
}

export async function insertIdentity(db: Db, values: typeof memberIdentities.$inferInsert): Promise<void> {
  await db.insert(memberIdentities).values(values);
}
