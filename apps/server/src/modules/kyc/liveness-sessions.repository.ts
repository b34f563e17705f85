import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { kycLivenessSessions, livenessSessionStatuses } from './kyc.tables.js';

export type LivenessSessionStatus = (typeof livenessSessionStatuses)[number];

const columns = {
  id: kycLivenessSessions.id,
  merchantId: kycLivenessSessions.merchantId,
  memberId: kycLivenessSessions.memberId,
  adapter: kycLivenessSessions.adapter,
  status: kycLivenessSessions.status,
  score: kycLivenessSessions.score,
  fileId: kycLivenessSessions.fileId,
  createdAt: kycLivenessSessions.createdAt,
};
export type LivenessSessionRow = { [K in keyof typeof columns]: (typeof kycLivenessSessions.$inferSelect)[K] };

export async function insertSession(
  db: Db,
  row: { id: string; merchantId: number; memberId: number; adapter: string; createdAt: Date },
): Promise<void> {
  await db.insert(kycLivenessSessions).values(row);
}

export async function findSession(db: Db, id: string): Promise<LivenessSessionRow | undefined> {
  const rows = await db.select(columns).from(kycLivenessSessions).where(eq(kycLivenessSessions.id, id));
  return rows[0];
}

/** The member's own session: another member's id answers nothing, as an unknown one does. */
export async function findMemberSession(db: Db, key: { merchantId: number; memberId: number }, id: string) {
  const rows = await db
    .select(columns)
    .from(kycLivenessSessions)
    .where(
      and(
        eq(kycLivenessSessions.id, id),
        eq(kycLivenessSessions.merchantId, key.merchantId),
        eq(kycLivenessSessions.memberId, key.memberId),
      ),
    );
  return rows[0];
}

/** Ends a session once: only a `created` one changes, so a replayed capture cannot overwrite its result. */
export async function completeSession(
  db: Db,
  id: string,
  result: { status: Exclude<LivenessSessionStatus, 'created'>; score: number | null; at: Date; fileId?: number | null },
): Promise<boolean> {
  const rows = await db
    .update(kycLivenessSessions)
    .set({
      status: result.status,
      score: result.score,
      completedAt: result.at,
      ...(result.fileId !== undefined && { fileId: result.fileId }),
    })
    .where(and(eq(kycLivenessSessions.id, id), eq(kycLivenessSessions.status, 'created')))
    .returning({ id: kycLivenessSessions.id });
  return rows.length > 0;
}

export async function attachFile(db: Db, id: string, fileId: number): Promise<void> {
  await db.update(kycLivenessSessions).set({ fileId }).where(eq(kycLivenessSessions.id, id));
}
