import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * A member's two-step verification (TOTP). member_id carries no foreign key: the auth module reaches members only
 * through the members service.
 */

/**
 * One row per member who started a setup. The secrets are sealed (security/secret-sealer.ts), never stored plain and
 * never answered again after the setup. `secret_sealed` set: it is on. `pending_sealed`: a setup waiting for its
 * first code. `last_step`: the newest TOTP step accepted, so a code is good once.
 */
export const memberTwoFactor = pgTable('member_two_factor', {
  memberId: integer('member_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  secretSealed: text('secret_sealed'),
  pendingSealed: text('pending_sealed'),
  pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
});

/** Backup codes: only a keyed hash is stored (two-factor-codes.ts); each signs in once. */
export const memberBackupCodes = pgTable(
  'member_backup_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_backup_codes_code_uq').on(t.memberId, t.codeHash)],
);

/**
 * A right password of a member with two-step verification: the login waits here for its code. Only the SHA-256 of
 * the challenge is stored. `attempts` counts the codes tried (raised before each is checked, never past the limit);
 * `ended_at` closes it: used, too many codes, or the member's codes locked.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The browser's device id at the password step: the code must come from the same browser. */
    deviceId: text('device_id'),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason'),
  },
  (t) => [index('login_challenges_member_idx').on(t.merchantId, t.memberId, t.createdAt)],
);
