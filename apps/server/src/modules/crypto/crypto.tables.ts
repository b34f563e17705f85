import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The sealed-body key pair, generated once so every server process decrypts with the same key. */
export const payloadKeys = pgTable('payload_keys', {
  name: text('name').primaryKey(),
  keyId: text('key_id').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nonces of accepted sealed bodies (without Redis); the primary key lets one process only accept each. */
export const sealedNonces = pgTable('sealed_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
