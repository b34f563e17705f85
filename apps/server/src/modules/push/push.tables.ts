import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Browsers that asked to be told about a member's money (web push). The endpoint is the push service's address for
 * one browser: unique, so a browser that subscribes again under another member moves to that member.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    // The site's language when the browser subscribed: notices are written in it.
    language: text('language', { enum: ['pt', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The last refusal other than "gone" (status code or error kind), for the operator; cleared by a delivery.
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.merchantId, t.memberId),
  ],
);
