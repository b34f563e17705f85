import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The back office's people and machines (docs/decisions/back-office.md, "Operator accounts"). An operator belongs to
 * one merchant and signs in at that merchant's address with a password (argon2id) and a TOTP code; machines use API
 * keys. What each may do is its role's row of the matrix (operator_role_permissions).
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    passwordHash: text('password_hash').notNull(),
    /** Set by a creation or an admin's reset: the next sign-in must choose a new password first. */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    /** The TOTP secret, sealed with the server's key (crypto module); null until enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret offered at sign-in but not yet confirmed by a first code. */
    totpPending: text('totp_pending'),
    /** The last time step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operators_username_uq').on(t.merchantId, t.usernameLower),
    check('operators_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * An operator's sessions. `stage` `ticket` is the five-minute step between the password and the code (good for
 * the code only); `full` is signed in. Idle after 30 minutes without a request (last_seen_at); revoked on logout,
 * on a password change and on any change of the operator's rights.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    stage: text('stage', { enum: ['ticket', 'full'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Machine credentials: named, one role, the secret shown once (only its hash is kept), revocable. */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_api_keys_hash_uq').on(t.keyHash), index('operator_api_keys_merchant_idx').on(t.merchantId)],
);

/** The role × permission matrix of a merchant; a merchant without rows has the defaults (contract permissions.ts). */
export const operatorRolePermissions = pgTable(
  'operator_role_permissions',
  {
    merchantId: integer('merchant_id').notNull(),
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.role, t.permission] })],
);

/** Which merchants' matrices were edited (a merchant without a row reads the defaults). */
export const operatorRoleMatrices = pgTable('operator_role_matrices', {
  merchantId: integer('merchant_id').primaryKey(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
