import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets of the human check generated once (the ALTCHA HMAC key), so every server process signs and verifies alike. */
export const captchaKeys = pgTable('captcha_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hashes of accepted proof-of-work solutions (without Redis) until their challenge expires; the key lets one request only use each. */
export const captchaSpentProofs = pgTable(
  'captcha_spent_proofs',
  {
    proofHash: text('proof_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_spent_proofs_expires_at_idx').on(t.expiresAt)],
);
