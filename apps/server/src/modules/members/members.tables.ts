import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const memberStatuses = ['active', 'disabled'] as const;

/**
 * Players and (later) agents of a merchant. Uniqueness lives in indexes, not
 * in read-then-insert checks, so concurrent registrations of one name (any
 * case), number or CPF let exactly one win.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key to merchants: a module does not reference another module's tables (DESIGN.md).
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    // Null for trial members, who never log in with a password.
    passwordHash: text('password_hash'),
    type: smallint('type').notNull().default(0),
    nickname: text('nickname'),
    payeeName: text('payee_name'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    /** CPF, digits only. */
    idNumber: text('id_number'),
    birthday: date('birthday', { mode: 'string' }),
    paymentPasswordHash: text('payment_password_hash'),
    /** qqNum, facebook, wechat, line, whatsapp, zalo, recommenderId: contact fields with no rules of their own. */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    inviteCode: text('invite_code').notNull(),
    affiliateCodeUsed: text('affiliate_code_used'),
    uplineMemberId: integer('upline_member_id').references((): AnyPgColumn => members.id),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    registerIp: text('register_ip'),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    isTrial: boolean('is_trial').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.usernameLower),
    uniqueIndex('members_merchant_mobile_uq').on(t.merchantId, t.countryDialingCode, t.mobileNum),
    uniqueIndex('members_merchant_id_number_uq').on(t.merchantId, t.idNumber),
    uniqueIndex('members_merchant_invite_code_uq').on(t.merchantId, t.inviteCode),
    // A member's invited friends (referral page); agents read their teams through agent_tree.
    index('members_upline_idx')
      .on(t.merchantId, t.uplineMemberId, t.createdAt)
      .where(sql`${t.uplineMemberId} is not null`),
    // The back office's player search (modules/players, migration 0027): a username prefix in any case (LIKE 'ab%'
    // needs the pattern operator class under a non-C collation), a number typed without its country code, an e-mail
    // in any case, and the few disabled members without reading the active ones. Registration time order uses
    // members_created_idx (merchant_id, created_at), made by hand in migration 0010.
    index('members_username_prefix_idx').on(t.merchantId, t.usernameLower.op('text_pattern_ops')),
    index('members_mobile_idx')
      .on(t.merchantId, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index('members_email_idx')
      .on(t.merchantId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index('members_not_active_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} <> 'active'`),
    check('members_status_check', sql`${t.status} in ('active', 'disabled')`),
  ],
);
