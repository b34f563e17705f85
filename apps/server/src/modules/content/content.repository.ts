import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, helpEntries } from './content.tables.js';

export type HelpEntryRow = { title: string; content: string };

export function selectHelpEntries(db: Db, params: { merchantId: number; language: string }): Promise<HelpEntryRow[]> {
  return db
    .select({ title: helpEntries.title, content: helpEntries.content })
    .from(helpEntries)
    .where(and(eq(helpEntries.merchantId, params.merchantId), eq(helpEntries.language, params.language)))
    .orderBy(asc(helpEntries.sort));
}

export type NewHelpEntry = { language: string; sort: number; title: string; content: string };
export type NewBanner = { groupName: string; language: string; url: string; sort: number };

/** Rows whose slot (merchant, language, sort) is taken are left as they are. */
export async function insertHelpEntriesIfMissing(
  db: Db,
  params: { merchantId: number; entries: NewHelpEntry[] },
): Promise<void> {
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
