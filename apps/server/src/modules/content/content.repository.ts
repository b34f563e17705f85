import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, helpEntries } from './content.tables.js';

/** A scheduled row shows from its start (none: at once) until its end (none: no expiry). */
const scheduled = (table: typeof banners | typeof helpEntries, now: Date) =>
  and(or(isNull(table.startAt), lte(table.startAt, now)), or(isNull(table.endAt), gt(table.endAt, now)));

export type HelpEntryRow = { title: string; content: string };

export function selectHelpEntries(db: Db, params: { merchantId: number; language: string; now: Date }): Promise<HelpEntryRow[]> {
  return db
    .select({ title: helpEntries.title, content: helpEntries.content })
    .from(helpEntries)
    .where(
      and(eq(helpEntries.merchantId, params.merchantId), eq(helpEntries.language, params.language), scheduled(helpEntries, params.now)),
    )
    .orderBy(asc(helpEntries.sort));
}

type Schedule = { startAt?: Date | null; endAt?: Date | null };
export type NewHelpEntry = { language: string; sort: number; title: string; content: string } & Schedule;
export type NewBanner = { groupName: string; language: string; url: string; sort: number } & Schedule;

/** Rows whose slot (merchant, language, sort) is taken are left as they are. */
export async function insertHelpEntriesIfMissing(db: Db, params: { merchantId: number; entries: NewHelpEntry[] }): Promise<void> {
  if (params.entries.length === 0) return;
  await db
    .insert(helpEntries)
    .values(params.entries.map((e) => ({ ...e, merchantId: params.merchantId })))
    .onConflictDoNothing();
}

export async function insertBannersIfMissing(db: Db, params: { merchantId: number; banners: NewBanner[] }): Promise<void> {
  if (params.banners.length === 0) return;
  await db
    .insert(banners)
    .values(params.banners.map((b) => ({ ...b, merchantId: params.merchantId })))
    .onConflictDoNothing();
}

export type BannerRow = typeof banners.$inferSelect;

export function selectBanners(db: Db, params: { merchantId: number; groupName: string; language: string; now: Date }) {
  return db
    .select({ id: banners.id, url: banners.url, linkUrl: banners.linkUrl })
    .from(banners)
    .where(
      and(
        eq(banners.merchantId, params.merchantId),
        eq(banners.groupName, params.groupName),
        eq(banners.language, params.language),
        scheduled(banners, params.now),
      ),
    )
    .orderBy(asc(banners.sort));
}

export function selectAllBanners(db: Db, merchantId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(eq(banners.merchantId, merchantId))
    .orderBy(asc(banners.groupName), asc(banners.language), asc(banners.sort));
}

export async function findBanner(db: Db, params: { merchantId: number; id: number }): Promise<BannerRow | undefined> {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.merchantId, params.merchantId), eq(banners.id, params.id)));
  return row;
}

export async function insertBanner(db: Db, row: NewBanner & { merchantId: number; linkUrl: string | null }): Promise<BannerRow> {
  const [created] = await db.insert(banners).values(row).returning();
  if (!created) throw new Error('banner insert returned nothing');
  return created;
}

export async function updateBanner(
  db: Db,
  params: { merchantId: number; id: number; row: NewBanner & { linkUrl: string | null } },
): Promise<BannerRow | undefined> {
  const [updated] = await db
    .update(banners)
    .set(params.row)
    .where(and(eq(banners.merchantId, params.merchantId), eq(banners.id, params.id)))
    .returning();
  return updated;
}

export async function deleteBanner(db: Db, params: { merchantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.merchantId, params.merchantId), eq(banners.id, params.id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

export type HelpEntryFullRow = typeof helpEntries.$inferSelect;

export function selectAllHelpEntries(db: Db, merchantId: number): Promise<HelpEntryFullRow[]> {
  return db
    .select()
    .from(helpEntries)
    .where(eq(helpEntries.merchantId, merchantId))
    .orderBy(asc(helpEntries.language), asc(helpEntries.sort));
}

export async function findHelpEntry(db: Db, params: { merchantId: number; id: number }): Promise<HelpEntryFullRow | undefined> {
  const [row] = await db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, params.merchantId), eq(helpEntries.id, params.id)));
  return row;
}

export async function insertHelpEntry(db: Db, row: NewHelpEntry & { merchantId: number }): Promise<HelpEntryFullRow> {
  const [created] = await db.insert(helpEntries).values(row).returning();
  if (!created) throw new Error('help entry insert returned nothing');
  return created;
}

export async function updateHelpEntry(
  db: Db,
  params: { merchantId: number; id: number; row: NewHelpEntry },
): Promise<HelpEntryFullRow | undefined> {
  const [updated] = await db
    .update(helpEntries)
    .set(params.row)
    .where(and(eq(helpEntries.merchantId, params.merchantId), eq(helpEntries.id, params.id)))
    .returning();
  return updated;
}

export async function deleteHelpEntry(db: Db, params: { merchantId: number; id: number }): Promise<boolean> {
  const rows = await db
    .delete(helpEntries)
    .where(and(eq(helpEntries.merchantId, params.merchantId), eq(helpEntries.id, params.id)))
    .returning({ id: helpEntries.id });
  return rows.length > 0;
}
