import type {
  Announcement,
  AnnouncementInput,
  AnnouncementsValue,
  AnnouncementType,
  Banner,
  Language,
  OperatorAnnouncement,
} from '@app/contract';
import { announcementInputSchema, isAgentType, TRIAL_TYPE } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { AppError } from '../../http/app-error.js';
import * as repository from './announcements.repository.js';
import { selectBanners } from './content.repository.js';
import { plainText, sanitizeOperatorHtml } from './html-sanitizer.js';

/** Who reads: a guest (null) or a member with its type. */
export type Viewer = { memberId: number; memberType: number } | null;

export interface ContentDeps {
  db: Db;
  clock: Clock;
}

const sectionOf: Record<Exclude<AnnouncementType, 'B'>, keyof AnnouncementsValue> = {
  PR: 'promotion',
  PL: 'player',
  PU: 'popup',
  A: 'agent',
  H: 'hot',
};

/** Trial members (type 4) are not registered members: they see what guests see. */
function audiencesOf(viewer: Viewer): string[] {
  if (!viewer || viewer.memberType === TRIAL_TYPE) return ['all'];
  return isAgentType(viewer.memberType) ? ['all', 'members', 'agents'] : ['all', 'members'];
}

/** SPEC §4: trial members (type 4) always count as read. */
const alwaysRead = (viewer: Viewer) => viewer?.memberType === TRIAL_TYPE;

type VisibleRow = Awaited<ReturnType<typeof repository.selectVisible>>[number];

function toAnnouncement(row: VisibleRow, viewer: Viewer): Announcement {
  return {
    id: row.id,
    type: row.type as Announcement['type'],
    title: row.title,
    content: row.content,
    category: row.category,
    groupName: row.groupName,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt?.toISOString() ?? null,
    noExpiry: row.endAt ? 0 : 1,
    read: alwaysRead(viewer) || Boolean(row.read),
    linkedPromotionId: row.linkedPromotionId,
    announcementImages: row.images,
  };
}

/** The default banner when a group has none (SPEC §2), with its Portuguese variant. */
export const defaultBanner = (groupName: string, language: Language): Banner => ({
  id: null,
  url: language === 'pt' ? '/banners/default-pt.svg' : '/banners/default-en.svg',
  groupName,
  linkUrl: null,
});

async function bannersOf(db: Db, merchantId: number, groupName: string, language: Language, now: Date): Promise<Banner[]> {
  const rows = await selectBanners(db, { merchantId, groupName, language, now });
  return rows.length > 0
    ? rows.map((r) => ({ id: r.id, url: r.url, groupName, linkUrl: r.linkUrl }))
    : [defaultBanner(groupName, language)];
}

/** SPEC §7 MCSFE_getListAnnouncements: one list per requested type; agent lists only for agents. */
export async function listAnnouncements(
  deps: ContentDeps,
  params: { merchantId: number; language: Language; viewer: Viewer; types: AnnouncementType[]; groupName?: string },
): Promise<AnnouncementsValue> {
  const { merchantId, language, viewer } = params;
  const value: AnnouncementsValue = {};
  const now = new Date(deps.clock());
  const stored = params.types.filter((t): t is Exclude<AnnouncementType, 'B'> => t !== 'B');
  if (params.types.includes('B')) value.banners = await bannersOf(deps.db, merchantId, params.groupName ?? 'm_home', language, now);
  for (const type of stored) (value as Record<string, Announcement[]>)[sectionOf[type]] = [];
  if (stored.length > 0) {
    const rows = await repository.selectVisible(deps.db, {
      merchantId,
      language,
      types: stored,
      audiences: audiencesOf(viewer),
      now,
      memberId: viewer?.memberId ?? null,
      ...(params.groupName && { groupName: params.groupName }),
    });
    for (const row of rows)
      (value as Record<string, Announcement[]>)[sectionOf[row.type as Exclude<AnnouncementType, 'B'>]]?.push(toAnnouncement(row, viewer));
  }
  if (stored.includes('A')) value.footer = { unreadCount: (value.agent ?? []).filter((a) => !a.read).length };
  return value;
}

/**
 * The name players read for each promotion in `language`: the title of its first PR announcement the viewer sees, in
 * the promotions page's order, so the reward centre and the promotions page name a promotion alike.
 */
export async function promotionTitles(
  deps: ContentDeps,
  params: { merchantId: number; language: Language; viewer: Viewer },
): Promise<Map<number, string>> {
  const rows = await repository.selectVisible(deps.db, {
    merchantId: params.merchantId,
    language: params.language,
    types: ['PR'],
    audiences: audiencesOf(params.viewer),
    now: new Date(deps.clock()),
    memberId: null,
  });
  const titles = new Map<number, string>();
  for (const row of rows) {
    if (row.linkedPromotionId !== null && !titles.has(row.linkedPromotionId)) titles.set(row.linkedPromotionId, row.title);
  }
  return titles;
}

/** Unread announcements of a member: player notices (PL) unless other types are asked (A for an agent's); trial members have none. */
export async function unreadAnnouncements(
  deps: ContentDeps,
  params: { merchantId: number; language: Language; viewer: NonNullable<Viewer>; types?: AnnouncementType[] },
): Promise<number> {
  if (alwaysRead(params.viewer)) return 0;
  return repository.countUnread(deps.db, {
    merchantId: params.merchantId,
    language: params.language,
    types: params.types ?? ['PL'],
    audiences: audiencesOf(params.viewer),
    now: new Date(deps.clock()),
    memberId: params.viewer.memberId,
  });
}

/** SPEC §4 mark read: stored per member; an announcement the member cannot see is not found; type 4 is a no-op. */
export async function markRead(
  deps: ContentDeps,
  params: { merchantId: number; language: Language; viewer: NonNullable<Viewer>; announcementId: number },
): Promise<void> {
  const found = await repository.findVisible(deps.db, {
    merchantId: params.merchantId,
    language: params.language,
    types: ['PR', 'PL', 'PU', 'A', 'H'],
    audiences: audiencesOf(params.viewer),
    now: new Date(deps.clock()),
    id: params.announcementId,
  });
  if (!found) throw new AppError('content.not.found');
  if (alwaysRead(params.viewer)) return;
  await repository.insertRead(deps.db, { memberId: params.viewer.memberId, announcementId: params.announcementId });
}

/** Operator input → a stored row: HTML sanitised, title plain text, agent announcements always for agents. */
export function toStoredAnnouncement(merchantId: number, input: AnnouncementInput): repository.NewAnnouncement {
  const a = announcementInputSchema.parse(input);
  return {
    merchantId,
    type: a.type,
    language: a.language,
    audience: a.type === 'A' ? 'agents' : a.audience,
    title: plainText(a.title),
    content: sanitizeOperatorHtml(a.content),
    category: a.category,
    groupName: a.groupName,
    imageUrl: a.imageUrl,
    linkUrl: a.linkUrl,
    linkedPromotionId: a.linkedPromotionId,
    images: a.announcementImages,
    sort: a.sort,
    startAt: new Date(a.startDate),
    endAt: a.endDate ? new Date(a.endDate) : null,
  };
}

export function toOperatorAnnouncement(row: repository.AnnouncementRow): OperatorAnnouncement {
  return {
    id: row.id,
    type: row.type as OperatorAnnouncement['type'],
    language: row.language as Language,
    title: row.title,
    content: row.content,
    category: row.category,
    groupName: row.groupName,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    audience: row.audience as OperatorAnnouncement['audience'],
    sort: row.sort,
    startDate: row.startAt.toISOString(),
    endDate: row.endAt?.toISOString() ?? null,
    linkedPromotionId: row.linkedPromotionId,
    announcementImages: row.images,
  };
}

/** One announcement as the operator list shows it; null when the merchant has none of that id. */
export async function findAnnouncement(db: Db, merchantId: number, id: number): Promise<OperatorAnnouncement | null> {
  const row = await repository.findById(db, { merchantId, id });
  return row ? toOperatorAnnouncement(row) : null;
}

export async function createAnnouncement(db: Db, merchantId: number, input: AnnouncementInput): Promise<OperatorAnnouncement> {
  return toOperatorAnnouncement(await repository.insert(db, toStoredAnnouncement(merchantId, input)));
}

export async function updateAnnouncement(db: Db, merchantId: number, id: number, input: AnnouncementInput): Promise<OperatorAnnouncement> {
  const row = await repository.update(db, { merchantId, id, row: toStoredAnnouncement(merchantId, input) });
  if (!row) throw new AppError('content.not.found');
  return toOperatorAnnouncement(row);
}

export async function deleteAnnouncement(db: Db, merchantId: number, id: number): Promise<void> {
  if (!(await repository.remove(db, { merchantId, id }))) throw new AppError('content.not.found');
}

export async function listForOperator(
  db: Db,
  merchantId: number,
  filter: { type?: string; language?: string },
): Promise<OperatorAnnouncement[]> {
  return (await repository.selectAll(db, { merchantId, ...filter })).map(toOperatorAnnouncement);
}

export async function addMissingAnnouncements(db: Db, merchantId: number, inputs: AnnouncementInput[]): Promise<void> {
  await repository.insertIfTitleMissing(
    db,
    inputs.map((i) => toStoredAnnouncement(merchantId, i)),
  );
}
