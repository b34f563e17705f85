/**
 * Hand-written checks of the announcements answer: the home (first load)
 * shows banners, the ticker and popups, and zod must stay out of it
 * (docs/decisions/web.md). Items of the wrong shape are dropped.
 */
export interface NoticeItem {
  id: number;
  type: string;
  title: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  startDate: string;
  endDate: string | null;
  read: boolean;
}

export interface BannerItem {
  id: number | null;
  url: string;
  linkUrl: string | null;
}

export interface AnnouncementLists {
  banners: BannerItem[];
  player: NoticeItem[];
  popup: NoticeItem[];
  promotion: NoticeItem[];
  agent: NoticeItem[];
  hot: NoticeItem[];
  agentUnread: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function notice(v: unknown): NoticeItem | null {
  if (!isObject(v) || typeof v.id !== 'number' || typeof v.title !== 'string' || typeof v.startDate !== 'string') return null;
  return {
    id: v.id,
    type: str(v.type) ?? '',
    title: v.title,
    content: str(v.content) ?? '',
    imageUrl: str(v.imageUrl),
    linkUrl: str(v.linkUrl),
    startDate: v.startDate,
    endDate: str(v.endDate),
    read: v.read === true,
  };
}

function banner(v: unknown): BannerItem | null {
  if (!isObject(v) || typeof v.url !== 'string') return null;
  return { id: typeof v.id === 'number' ? v.id : null, url: v.url, linkUrl: str(v.linkUrl) };
}

function list<T>(v: unknown, item: (x: unknown) => T | null): T[] {
  return Array.isArray(v) ? v.map(item).filter((x): x is T => x !== null) : [];
}

export function parseAnnouncements(value: unknown): AnnouncementLists {
  if (!isObject(value)) throw new Error('Unexpected announcements answer');
  const footer = isObject(value.footer) && typeof value.footer.unreadCount === 'number' ? value.footer.unreadCount : 0;
  return {
    banners: list(value.banners, banner),
    player: list(value.player, notice),
    popup: list(value.popup, notice),
    promotion: list(value.promotion, notice),
    agent: list(value.agent, notice),
    hot: list(value.hot, notice),
    agentUnread: footer,
  };
}
