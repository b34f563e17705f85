import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promotionRunningOrNone } from '../promotions/promotions.views.js';
import { announcementReads, announcements } from './content.tables.js';

const UNGROUPED = ['PL', 'A'];

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface VisibleFilter {
  merchantId: number;
  language: string;
  types: string[];
  audiences: string[];
  now: Date;
}

function visible(f: VisibleFilter) {
  return and(
    eq(announcements.merchantId, f.merchantId),
    eq(announcements.language, f.language),
    inArray(announcements.type, f.types),
    inArray(announcements.audience, f.audiences),
    lte(announcements.startAt, f.now),
    or(isNull(announcements.endAt), gt(announcements.endAt, f.now)),
    // A promotion's announcement leaves the player's pages with its promotion (disabled or out of schedule).
    promotionRunningOrNone(announcements.linkedPromotionId, f.now),
  );
}

/** Visible announcements, newest first within each sort rank; `read` for the member when given. */
export function selectVisible(db: Db, f: VisibleFilter & { memberId: number | null; groupName?: string }) {
  const read =
    f.memberId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${announcementReads} r where r.announcement_id = ${announcements.id} and r.member_id = ${f.memberId})`;
  return (
    db
      .select({
        id: announcements.id,
        type: announcements.type,
        title: announcements.title,
        content: announcements.content,
        category: announcements.category,
        groupName: announcements.groupName,
        imageUrl: announcements.imageUrl,
        linkUrl: announcements.linkUrl,
        linkedPromotionId: announcements.linkedPromotionId,
        images: announcements.images,
        startAt: announcements.startAt,
        endAt: announcements.endAt,
        read,
      })
      .from(announcements)
      // Notices (PL, A) are one list whatever the group, so the home ticker's index is the notice page's index.
      .where(
        f.groupName
          ? and(
              visible(f),
              or(isNull(announcements.groupName), eq(announcements.groupName, f.groupName), inArray(announcements.type, UNGROUPED)),
            )
          : visible(f),
      )
      .orderBy(asc(announcements.sort), desc(announcements.startAt), desc(announcements.id))
      .limit(200)
  );
}

export async function countUnread(db: Db, f: VisibleFilter & { memberId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcements)
    .where(
      and(
        visible(f),
        notExists(
          db
            .select({ one: sql`1` })
            .from(announcementReads)
            .where(and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.memberId, f.memberId))),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function findVisible(db: Db, f: VisibleFilter & { id: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(visible(f), eq(announcements.id, f.id)));
  return row !== undefined;
}

export async function insertRead(db: Db, params: { memberId: number; announcementId: number }): Promise<void> {
  await db.insert(announcementReads).values(params).onConflictDoNothing();
}

export function selectAll(db: Db, params: { merchantId: number; type?: string; language?: string }) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantId, params.merchantId),
        params.type ? eq(announcements.type, params.type) : undefined,
        params.language ? eq(announcements.language, params.language) : undefined,
      ),
    )
    .orderBy(desc(announcements.id))
    .limit(500);
}

export async function findById(db: Db, params: { merchantId: number; id: number }): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, params.merchantId), eq(announcements.id, params.id)));
  return row;
}

export async function insert(db: Db, row: NewAnnouncement): Promise<AnnouncementRow> {
  const [created] = await db.insert(announcements).values(row).returning();
  if (!created) throw new Error('announcement insert returned nothing');
  return created;
}

export async function update(
  db: Db,
  params: { merchantId: number; id: number; row: NewAnnouncement },
): Promise<AnnouncementRow | undefined> {
  const [updated] = await db
    .update(announcements)
    .set({ ...params.row, updatedAt: new Date() })
    .where(and(eq(announcements.merchantId, params.merchantId), eq(announcements.id, params.id)))
    .returning();
  return updated;
}

export async function remove(db: Db, params: { merchantId: number; id: number }): Promise<boolean> {
  const deleted = await db
    .delete(announcements)
    .where(and(eq(announcements.merchantId, params.merchantId), eq(announcements.id, params.id)))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}

/** Seeding: adds the rows only when the merchant has no announcement of that title yet. */
export async function insertIfTitleMissing(db: Db, rows: NewAnnouncement[]): Promise<void> {
  for (const row of rows) {
    const [existing] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(eq(announcements.merchantId, row.merchantId), eq(announcements.language, row.language), eq(announcements.title, row.title)),
      );
    if (!existing) await db.insert(announcements).values(row);
  }
}
