import type { HelpEntry, Language } from '@app/contract';
import type { Db } from '../../db/client.js';
import * as repository from './content.repository.js';

export type { NewBanner, NewHelpEntry } from './content.repository.js';

/** The help entries players see now: in schedule, in the language, in order. */
export function listHelpEntries(db: Db, merchantId: number, language: Language, now = new Date()): Promise<HelpEntry[]> {
  return repository.selectHelpEntries(db, { merchantId, language, now });
}

/** Seeding: fills the slots a merchant does not have yet and keeps the ones it has. */
export async function addMissingContent(
  db: Db,
  merchantId: number,
  content: { banners: repository.NewBanner[]; helpEntries: repository.NewHelpEntry[] },
): Promise<void> {
  await repository.insertBannersIfMissing(db, { merchantId, banners: content.banners });
  await repository.insertHelpEntriesIfMissing(db, { merchantId, entries: content.helpEntries });
}

export { plainText, sanitizeOperatorHtml } from './html-sanitizer.js';
export {
  listAnnouncements,
  markRead as markAnnouncementRead,
  unreadAnnouncements,
  addMissingAnnouncements,
  promotionTitles,
  type Viewer,
} from './announcements.service.js';
