import { z } from 'zod';
import { text } from '../safe-text.js';
import { idSchema, idTextSchema, int4 } from '../safe-numbers.js';
import { languages } from '../constants.js';

/**
 * Content types of SPEC §9 and §7: PR promotion, B banner, PL player notice,
 * PU login popup, A agent announcement, H hot (home highlights).
 * Banners live in their own table (group, language, sort); the others are announcements.
 */
export const announcementTypes = ['PR', 'B', 'PL', 'PU', 'A', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];
export const storedAnnouncementTypes = ['PR', 'PL', 'PU', 'A', 'H'] as const;

/** Who sees an announcement: everyone, logged-in members only, or agents only (type A is always agents). */
export const audiences = ['all', 'members', 'agents'] as const;
export type Audience = (typeof audiences)[number];

export const bannerGroups = ['m_home', 'm_login', 'm_reg', 'm_forget', 'm_change'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

const typeList = text()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(announcementTypes)).min(1).max(6));

/** SPEC §7 MCSFE_getListAnnouncements: types, merchantCode, platform M, token, groupName. */
export const announcementsQuerySchema = z.object({
  types: typeList,
  groupName: z.enum(bannerGroups).optional(),
  merchantCode: text().max(40).optional(),
  platform: text().max(8).optional(),
  token: text().max(200).optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

/** SPEC §3 announcementImages: sequence 1 is the cover, 2 the home promotion strip. */
export const announcementImageSchema = z.object({ url: text(), sequence: z.number().int().min(1).max(9) });
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;
/** A PR announcement's link to the promotion whose rules and actions it describes (SPEC §3 linkedPromotionId). */
const promotionLink = {
  linkedPromotionId: z.number().int().nullable().default(null),
  announcementImages: z.array(announcementImageSchema).default([]),
};

export const announcementSchema = z.object({
  id: z.number().int(),
  type: z.enum(storedAnnouncementTypes),
  title: text(),
  content: text(),
  category: text().nullable(),
  groupName: text().nullable(),
  imageUrl: text().nullable(),
  linkUrl: text().nullable(),
  startDate: text(),
  endDate: text().nullable(),
  /** 1 long term (no end date), SPEC §3. */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  read: z.boolean(),
  ...promotionLink,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const bannerSchema = z.object({
  id: z.number().int().nullable(),
  url: text(),
  groupName: text(),
  linkUrl: text().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementsValueSchema = z.object({
  promotion: z.array(announcementSchema).optional(),
  banners: z.array(bannerSchema).optional(),
  player: z.array(announcementSchema).optional(),
  popup: z.array(announcementSchema).optional(),
  agent: z.array(announcementSchema).optional(),
  hot: z.array(announcementSchema).optional(),
  /** Agent footer badge (SPEC §7: value.footer.unreadCount). */
  footer: z.object({ unreadCount: z.number().int() }).optional(),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

export const markReadBodySchema = z.object({ announcementId: idTextSchema, read: z.literal(true).default(true) });
export type MarkReadBody = z.input<typeof markReadBodySchema>;

export const isoDate = z.iso.datetime({ offset: true });
export const safeUrl = text()
  .max(1000)
  .regex(/^(https?:\/\/|\/(?!\/))/, { message: 'url.scheme' });

/** Operator call: create or replace an announcement. Content is HTML, sanitised on save. */
export const announcementInputSchema = z
  .object({
    type: z.enum(storedAnnouncementTypes),
    language: z.enum(languages),
    title: text().trim().min(1).max(200),
    content: text().max(100_000).default(''),
    category: text().max(40).nullable().default(null),
    groupName: text().max(40).nullable().default(null),
    imageUrl: safeUrl.nullable().default(null),
    linkUrl: safeUrl.nullable().default(null),
    audience: z.enum(audiences).default('all'),
    sort: int4().min(0).max(1_000_000).default(0),
    startDate: isoDate,
    endDate: isoDate.nullable().default(null),
    linkedPromotionId: idSchema.nullable().default(null),
    announcementImages: z
      .array(z.object({ url: safeUrl, sequence: int4().min(1).max(9) }))
      .max(9)
      .default([]),
  })
  .strict()
  .refine((a) => a.endDate === null || Date.parse(a.endDate) > Date.parse(a.startDate), { message: 'end.before.start', path: ['endDate'] });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(storedAnnouncementTypes),
  language: z.enum(languages),
  title: text(),
  content: text(),
  category: text().nullable(),
  groupName: text().nullable(),
  imageUrl: text().nullable(),
  linkUrl: text().nullable(),
  audience: z.enum(audiences),
  sort: z.number().int(),
  startDate: text(),
  endDate: text().nullable(),
  ...promotionLink,
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;

export const idParamSchema = z.object({ id: idTextSchema });
