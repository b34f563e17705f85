import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

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
    sort: integer('sort').notNull(),
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
  },
  (t) => [unique('help_entries_slot_unique').on(t.merchantId, t.language, t.sort)],
);
