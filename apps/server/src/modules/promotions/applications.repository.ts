import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { membersView } from '../members/members.views.js';
import { rewardApplicationPictures, rewardApplications } from './promotions.tables.js';

export type ApplicationRow = typeof rewardApplications.$inferSelect;

/** The new application, or undefined when the member has one under review for the promotion. */
export async function insertApplication(db: Db, values: typeof rewardApplications.$inferInsert): Promise<ApplicationRow | undefined> {
  return (await db.insert(rewardApplications).values(values).onConflictDoNothing().returning())[0];
}

export async function insertPictures(
  db: Db,
  applicationId: number,
  pictures: Array<{ contentType: string; bytes: Buffer }>,
): Promise<void> {
  if (pictures.length === 0) return;
  await db.insert(rewardApplicationPictures).values(pictures.map((p, n) => ({ applicationId, n, ...p })));
}

/** Each promotion's latest application of the member. */
export async function latestOfMember(db: Db, merchantId: number, memberId: number): Promise<ApplicationRow[]> {
  return db
    .selectDistinctOn([rewardApplications.promotionId])
    .from(rewardApplications)
    .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.memberId, memberId)))
    .orderBy(rewardApplications.promotionId, desc(rewardApplications.createdAt), desc(rewardApplications.id));
}

export async function listForOperator(db: Db, merchantId: number, status: ApplicationRow['status'] | undefined, limit: number) {
  const pictures = sql<number>`(select count(*)::int from ${rewardApplicationPictures} p where p.application_id = ${rewardApplications.id})`;
  const username = sql<string>`(select m.username from ${membersView(merchantId)} m where m.id = ${rewardApplications.memberId})`;
  return db
    .select({ application: rewardApplications, pictures, username })
    .from(rewardApplications)
    .where(and(eq(rewardApplications.merchantId, merchantId), status ? eq(rewardApplications.status, status) : undefined))
    .orderBy(asc(rewardApplications.createdAt))
    .limit(limit);
}

export async function lockApplication(db: Db, merchantId: number, id: number): Promise<ApplicationRow | undefined> {
  return (
    await db
      .select()
      .from(rewardApplications)
      .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.id, id)))
      .for('update')
  )[0];
}

export async function decide(
  db: Db,
  id: number,
  changes: { status: 'approved' | 'rejected'; reason: string | null; decidedAt: Date },
): Promise<void> {
  await db.update(rewardApplications).set(changes).where(eq(rewardApplications.id, id));
}

export async function picture(db: Db, merchantId: number, id: number, n: number) {
  const rows = await db
    .select({ contentType: rewardApplicationPictures.contentType, bytes: rewardApplicationPictures.bytes })
    .from(rewardApplicationPictures)
    .innerJoin(rewardApplications, eq(rewardApplications.id, rewardApplicationPictures.applicationId))
    .where(
      and(
        eq(rewardApplications.merchantId, merchantId),
        eq(rewardApplicationPictures.applicationId, id),
        eq(rewardApplicationPictures.n, n),
      ),
    );
  return rows[0];
}

export async function findApplication(db: Db, merchantId: number, id: number): Promise<ApplicationRow | undefined> {
  return (
    await db
      .select()
      .from(rewardApplications)
      .where(and(eq(rewardApplications.merchantId, merchantId), eq(rewardApplications.id, id)))
  )[0];
}
