import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Pending captchas; a row is deleted by its first check, right or wrong. */
export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_at_idx').on(t.expiresAt)],
);
