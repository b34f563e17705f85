import { z } from 'zod';
import { languages } from '../constants.js';
import { int4 } from '../safe-numbers.js';
import { text } from '../safe-text.js';
import { bannerGroups, isoDate, safeUrl } from './announcements.js';

/**
 * The back office's content calls beyond announcements: banners and help entries with their schedules, and the images
 * an operator uploads for them. A schedule is a start (null: at once) and an end (null: no expiry).
 */

const schedule = {
  startDate: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
};
const endAfterStart = (s: { startDate: string | null; endDate: string | null }) =>
  s.endDate === null || s.startDate === null || Date.parse(s.endDate) > Date.parse(s.startDate);

export const bannerInputSchema = z
  .object({
    groupName: z.enum(bannerGroups),
    language: z.enum(languages),
    url: safeUrl,
    linkUrl: safeUrl.nullable().default(null),
    sort: int4().min(0).max(1_000_000),
    ...schedule,
  })
  .strict()
  .refine(endAfterStart, { message: 'end.before.start', path: ['endDate'] });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const operatorBannerSchema = z.object({
  id: z.number().int(),
  groupName: text(),
  language: text(),
  url: text(),
  linkUrl: text().nullable(),
  sort: z.number().int(),
  startDate: text().nullable(),
  endDate: text().nullable(),
});
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

export const helpEntryInputSchema = z
  .object({
    language: z.enum(languages),
    sort: int4().min(0).max(1_000_000),
    title: text().trim().min(1).max(200),
    content: text().max(100_000),
    ...schedule,
  })
  .strict()
  .refine(endAfterStart, { message: 'end.before.start', path: ['endDate'] });
export type HelpEntryInput = z.input<typeof helpEntryInputSchema>;

export const operatorHelpEntrySchema = z.object({
  id: z.number().int(),
  language: text(),
  sort: z.number().int(),
  title: text(),
  content: text(),
  startDate: text().nullable(),
  endDate: text().nullable(),
});
export type OperatorHelpEntry = z.infer<typeof operatorHelpEntrySchema>;

/** Uploaded content images: PNG, JPEG or WebP (read from the bytes, not the declared type), at most 2 MB. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const contentImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The operator's upload: a base64 data URL (as the identity files travel); the server reads the type from the bytes. */
export const contentImageUploadSchema = z
  .object({
    image: text()
      .max(Math.ceil((CONTENT_IMAGE_MAX_BYTES * 4) / 3) + 200, { message: 'content_image_too_large' })
      .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, { message: 'content_image_type' }),
  })
  .strict();
export type ContentImageUpload = z.infer<typeof contentImageUploadSchema>;

/** A stored image: `url` is what a banner or an announcement points at (the player site loads it from there). */
export const contentImageSchema = z.object({
  url: text(),
  contentType: z.enum(contentImageTypes),
  bytes: z.number().int(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/** The stored name of an image: its SHA-256 and extension, so the same bytes are stored once and a URL never changes. */
export const contentFileNamePattern = /^[a-f0-9]{64}\.(png|jpg|webp)$/;
export const contentFileParamsSchema = z.object({ name: text().regex(contentFileNamePattern) });
