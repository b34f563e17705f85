import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Notes operators write on a player's page: appended, never edited, with author and time. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The operator's id and name at the time (a note stays readable after its author is disabled). */
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_notes_member_idx').on(t.merchantId, t.memberId, t.id)],
);
