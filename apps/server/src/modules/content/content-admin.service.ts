import type { BannerInput, HelpEntryInput, OperatorBanner, OperatorHelpEntry } from '@app/contract';
import { bannerInputSchema, helpEntryInputSchema } from '@app/contract';
import type { Db } from '../../db/client.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { AppError } from '../../http/app-error.js';
import * as repository from './content.repository.js';
import { plainText, sanitizeOperatorHtml } from './html-sanitizer.js';

/** Operator changes to banners and help entries (announcements: announcements.service). */

const isoOrNull = (at: Date | null) => at?.toISOString() ?? null;
const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

const bannerView = (row: repository.BannerRow): OperatorBanner => ({
  id: row.id,
  groupName: row.groupName,
  language: row.language,
  url: row.url,
  linkUrl: row.linkUrl,
  sort: row.sort,
  startDate: isoOrNull(row.startAt),
  endDate: isoOrNull(row.endAt),
});

const helpView = (row: repository.HelpEntryFullRow): OperatorHelpEntry => ({
  id: row.id,
  language: row.language,
  sort: row.sort,
  title: row.title,
  content: row.content,
  startDate: isoOrNull(row.startAt),
  endDate: isoOrNull(row.endAt),
});

/** A slot (group, language, sort) or (language, sort) already taken answers request.invalid, not a 500. */
async function slotSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw new AppError('request.invalid', { fields: { sort: 'slot taken' } });
    throw error;
  }
}

function storedBanner(input: BannerInput) {
  const { startDate, endDate, ...b } = bannerInputSchema.parse(input);
  return { ...b, startAt: dateOrNull(startDate), endAt: dateOrNull(endDate) };
}

export async function listBanners(db: Db, merchantId: number): Promise<OperatorBanner[]> {
  return (await repository.selectAllBanners(db, merchantId)).map(bannerView);
}

/** One banner as the operator list shows it; null when the merchant has none of that id. */
export async function findBanner(db: Db, merchantId: number, id: number): Promise<OperatorBanner | null> {
  const row = await repository.findBanner(db, { merchantId, id });
  return row ? bannerView(row) : null;
}

export async function createBanner(db: Db, merchantId: number, input: BannerInput): Promise<OperatorBanner> {
  const row = storedBanner(input);
  return bannerView(await slotSafe(() => repository.insertBanner(db, { ...row, merchantId })));
}

export async function updateBanner(db: Db, merchantId: number, id: number, input: BannerInput): Promise<OperatorBanner> {
  const stored = storedBanner(input);
  const row = await slotSafe(() => repository.updateBanner(db, { merchantId, id, row: stored }));
  if (!row) throw new AppError('content.not.found');
  return bannerView(row);
}

export async function deleteBanner(db: Db, merchantId: number, id: number): Promise<void> {
  if (!(await repository.deleteBanner(db, { merchantId, id }))) throw new AppError('content.not.found');
}

/** Title plain text, content sanitised HTML (no script, frame or event handler), schedule as instants. */
function storedHelp(input: HelpEntryInput) {
  const { startDate, endDate, ...h } = helpEntryInputSchema.parse(input);
  return {
    ...h,
    title: plainText(h.title),
    content: sanitizeOperatorHtml(h.content),
    startAt: dateOrNull(startDate),
    endAt: dateOrNull(endDate),
  };
}

export async function listHelp(db: Db, merchantId: number): Promise<OperatorHelpEntry[]> {
  return (await repository.selectAllHelpEntries(db, merchantId)).map(helpView);
}

/** One help entry as the operator list shows it; null when the merchant has none of that id. */
export async function findHelpEntry(db: Db, merchantId: number, id: number): Promise<OperatorHelpEntry | null> {
  const row = await repository.findHelpEntry(db, { merchantId, id });
  return row ? helpView(row) : null;
}

export async function createHelpEntry(db: Db, merchantId: number, input: HelpEntryInput): Promise<OperatorHelpEntry> {
  return helpView(await slotSafe(() => repository.insertHelpEntry(db, { ...storedHelp(input), merchantId })));
}

export async function updateHelpEntry(db: Db, merchantId: number, id: number, input: HelpEntryInput): Promise<OperatorHelpEntry> {
  const row = await slotSafe(() => repository.updateHelpEntry(db, { merchantId, id, row: storedHelp(input) }));
  if (!row) throw new AppError('content.not.found');
  return helpView(row);
}

export async function deleteHelpEntry(db: Db, merchantId: number, id: number): Promise<void> {
  if (!(await repository.deleteHelpEntry(db, { merchantId, id }))) throw new AppError('content.not.found');
}
