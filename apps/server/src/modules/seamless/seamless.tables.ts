import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Game providers allowed to call the seamless wallet, each with its own HMAC secret. */
export const seamlessVendors = pgTable('seamless_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The largest bet or win the vendor may send, in centavos (default R$ 1.000.000,00; SEAMLESS_MAX_AMOUNTS). */
  maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`100000000`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
