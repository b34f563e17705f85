import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * merchant_id carries no foreign key: a module does not reach into another
 * module's tables (DESIGN.md), and every query filters by it. The unique
 * constraints also serve as the indexes of the reads (leading columns).
 */

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    groupName: text('group_name').notNull(),
    language: text('language').notNull(),
    url: text('url').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull(),
    /** The schedule: shown from start_at (null: at once) until end_at (null: no expiry). */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [unique('banners_slot_unique').on(t.merchantId, t.groupName, t.language, t.sort)],
);

export const helpEntries = pgTable(
  'help_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    language: text('language').notNull(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
  },
  (t) => [unique('help_entries_slot_unique').on(t.merchantId, t.language, t.sort)],
);

/** Announcements of every stored type (PR, PL, PU, A, H); content is sanitised HTML. */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    type: text('type').notNull(),
    language: text('language').notNull(),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category'),
    groupName: text('group_name'),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    /** PR: the promotion it describes (its rules and actions) and its images by sequence (SPEC §3). */
    linkedPromotionId: integer('linked_promotion_id'),
    images: jsonb('images').$type<Array<{ url: string; sequence: number }>>().notNull().default([]),
    sort: integer('sort').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_list_idx').on(t.merchantId, t.language, t.type, t.startAt)],
);

/** Per-member read state of announcements (SPEC §4 mark read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id').notNull(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);
