import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Identity-provider accounts linked to members: one (provider, subject) per
 * merchant, decided by the unique index so two first logins cannot both
 * create a member. member_id has no foreign key (members are another module's).
 */
export const memberIdentities = pgTable(
  'member_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id').notNull(),
    // As the provider gave it at link time; informative only, never used to find accounts.
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('member_identities_subject_uq').on(t.merchantId, t.provider, t.subject)],
);
