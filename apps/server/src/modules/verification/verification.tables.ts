import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * SMS codes: only a salted SHA-256 of the code is stored. `attempts` is
 * raised in the same statement that reads the hash, so concurrent guesses
 * cannot evaluate a code more than the allowed number of times.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_number_idx').on(t.merchantId, t.countryDialingCode, t.mobileNum, t.createdAt),
    index('sms_codes_ip_idx').on(t.merchantId, t.ip, t.createdAt),
  ],
);

/** The embedded SMS provider: messages stay here, visible to the operator (and to tests). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toNumber: text('to_number').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.toNumber, t.createdAt)],
);

/**
 * Identity-provider phone verifications already used (SPEC §3 firebaseIdToken):
 * like an SMS code, one verification proves one action. The key is a hash of
 * the provider's subject and auth_time; the primary key lets one request win.
 * Rows outlive the proof's freshness window only, then are deleted.
 */
export const phoneProofsUsed = pgTable('phone_proofs_used', {
  proofHash: text('proof_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  purpose: text('purpose').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
