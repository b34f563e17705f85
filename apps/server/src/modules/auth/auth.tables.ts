import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * member_id columns carry no foreign key: these tables belong to the auth
 * module, which reaches members only through the members service.
 */

/**
 * Sessions: only the SHA-256 of a token is stored, so a leaked table does not
 * log anyone in. Timeouts: absolute (expires_at, 30 days after login) and
 * idle (7 days without a request, from last_seen_at).
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberType: smallint('member_type').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member_idx').on(t.merchantId, t.memberId)],
);

/**
 * Attempts at a secret, by the name tried (existing or not), by address and by device: the captcha and lock
 * ladder reads them (login-ladder.ts). A row is reserved before the secret is checked and taken back when the
 * attempt was not evaluated or succeeded, so the rows of a window are the failed and in-flight guesses.
 * Wrong payment passwords and old passwords are counted here too, under keys no login name can take.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    usernameLower: text('username_lower').notNull(),
    ip: text('ip').notNull(),
    /** The browser's device id (x-device-id), when it sent a well-formed one. */
    deviceId: text('device_id'),
    /** Reserved for a guess still being checked: counts for its account, not yet for its address or device. */
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.merchantId, t.usernameLower, t.createdAt),
    index('login_failures_ip_idx').on(t.merchantId, t.ip, t.createdAt),
    index('login_failures_device_idx').on(t.merchantId, t.deviceId, t.createdAt),
  ],
);

export const accountLocks = pgTable(
  'account_locks',
  {
    merchantId: integer('merchant_id').notNull(),
    usernameLower: text('username_lower').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.usernameLower] })],
);

/** Successful logins, shown back to the member as "last login". */
export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    /** The browser's device id (x-device-id header, kept in its localStorage); the referral rules compare them. */
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_history_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    // The withdrawal queue's shared-device flag: other members seen from this address or device lately.
    index('login_history_ip_idx').on(t.merchantId, t.ip, t.createdAt),
    index('login_history_device_idx')
      .on(t.merchantId, t.deviceId, t.createdAt)
      .where(sql`${t.deviceId} is not null`),
  ],
);
