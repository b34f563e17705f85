import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time password reset tokens: only the SHA-256 of the token is stored, so
 * a leaked table resets nothing. member_id has no foreign key: members belong
 * to another module (DESIGN.md).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_hash_uq'),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Set when used, and when a newer token for the member supersedes it.
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_member_idx').on(t.merchantId, t.memberId)],
);
