import { promotionKinds } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A promotion with rules the server applies (kind + rules, validated by the
 * contract's schema of that kind). What players read about it (title, HTML,
 * images) is its PR announcement, which names it by linkedPromotionId.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: promotionKinds }).notNull(),
    category: text('category').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_merchant_code_uq').on(t.merchantId, t.code)],
);

export const entryStatusValues = ['joined', 'process', 'issued', 'close'] as const;

/**
 * A member's entry in a deposit bonus: joined (waiting for the qualifying
 * deposit) → process (bonus granted, wagering) → issued (turned into cash) or
 * close (expired and forfeited). One per member and promotion. The ledger
 * keys promo:<entry>:grant / :release / :forfeit make each move happen once.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    status: text('status', { enum: entryStatusValues }).notNull().default('joined'),
    bonus: bigint('bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageringTarget: bigint('wagering_target', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The deposit that qualified (its order number) and when the bonus was granted (wagering counts from then). */
    depositRef: text('deposit_ref'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** Cashback: the period paid ('' for the one entry of a deposit bonus) and its net loss or turnover. */
    period: text('period').notNull().default(''),
    basisAmount: bigint('basis_amount', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_uq').on(t.promotionId, t.memberId, t.period),
    index('promotion_entries_member_idx').on(t.merchantId, t.memberId),
    index('promotion_entries_process_idx')
      .on(t.status)
      .where(sql`${t.status} = 'process'`),
    check('promotion_entries_amounts_check', sql`${t.bonus} >= 0 and ${t.wageringTarget} >= 0`),
  ],
);

/**
 * A cashback period settled for every member who played in it: the sweep
 * skips it afterwards. Payouts themselves are promotion entries (one per
 * member and period), so a period settled twice still pays once.
 */
export const cashbackSettlements = pgTable(
  'cashback_settlements',
  {
    promotionId: integer('promotion_id').notNull(),
    period: text('period').notNull(),
    payouts: integer('payouts').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.period] })],
);

/** One row per member and day signed in (Brasília days); the unique index is what makes a second sign-in pay nothing. */
export const signIns = pgTable(
  'sign_ins',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    promotionId: integer('promotion_id').notNull(),
    streak: smallint('streak').notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sign_ins_member_day_uq').on(t.merchantId, t.memberId, t.day)],
);

/**
 * A member's application for a manual reward: remarks and pictures as the
 * promotion requires, reviewed by the operator. One under review per member
 * and promotion (the partial unique index); approval pays the reward to cash
 * with the key promo:application:<id>.
 */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    remarks: text('remarks').notNull(),
    status: text('status', { enum: ['applying', 'approved', 'rejected'] })
      .notNull()
      .default('applying'),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_applications_pending_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} = 'applying'`),
    index('reward_applications_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('reward_applications_queue_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The pictures of an application, kept in the database with it (one store for every process; the operator reads them). */
export const rewardApplicationPictures = pgTable(
  'reward_application_pictures',
  {
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    n: smallint('n').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.n] })],
);
