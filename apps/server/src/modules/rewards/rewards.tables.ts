import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's lifetime turnover per currency: the stakes of completed rounds.
 * Kept by a trigger on game_rounds (sql/member-turnover.sql) so a VIP
 * level is one row read, never a sum over every round. points_turnover is
 * the part already turned into mall points.
 */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    currency: text('currency').notNull(),
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    pointsTurnover: bigint('points_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.currency] }),
    check('member_turnover_points_check', sql`${t.pointsTurnover} <= ${t.turnover}`),
  ],
);

/** The operator's VIP ladder: level n from min_turnover (centavos of lifetime turnover). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id').notNull(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    minTurnover: bigint('min_turnover', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

/** Per-merchant reward settings (the mall's earning rule). */
export const rewardSettings = pgTable('reward_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  mallRules: jsonb('mall_rules').$type<{ pointsPerReal: number }>().notNull(),
});

export const mallItems = pgTable(
  'mall_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['cash', 'goods'] }).notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    /** null: unlimited. Taken with a conditional update, so it never goes below 0. */
    stock: integer('stock'),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mall_items_merchant_code_uq').on(t.merchantId, t.code),
    check('mall_items_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('mall_items_price_check', sql`${t.pricePoints} > 0`),
  ],
);

/** One redemption per member and request id: a repeated request answers the first redemption. */
export const mallRedemptions = pgTable(
  'mall_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    itemId: integer('item_id').notNull(),
    requestId: text('request_id').notNull(),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Goods handed over: when, by which operator, with the operator's note (a tracking code…). Set once. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredBy: text('delivered_by'),
    deliveryNote: text('delivery_note'),
  },
  (t) => [
    uniqueIndex('mall_redemptions_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('mall_redemptions_item_idx').on(t.itemId),
    // The delivery queue: goods waiting, oldest first.
    index('mall_redemptions_waiting_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.deliveredAt} is null and ${t.cashAmount} is null`),
  ],
);

/** Recurring rains; the occurrence due now or next is made into a rain when someone looks. */
export const rainSchedules = pgTable(
  'rain_schedules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    everyMinutes: integer('every_minutes').notNull(),
    offsetMinutes: integer('offset_minutes').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    envelopeCount: integer('envelope_count').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('rain_schedules_merchant_code_uq').on(t.merchantId, t.code)],
);

export const rains = pgTable(
  'rains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    scheduleId: integer('schedule_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    envelopeCount: integer('envelope_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rains_schedule_start_uq').on(t.scheduleId, t.startsAt),
    index('rains_merchant_time_idx').on(t.merchantId, t.endsAt),
    check('rains_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The envelopes of a rain, drawn when it is made; member_id is set by the claim (one per member and rain). */
export const rainEnvelopes = pgTable(
  'rain_envelopes',
  {
    rainId: integer('rain_id').notNull(),
    n: integer('n').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    memberId: integer('member_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rainId, t.n] }),
    uniqueIndex('rain_envelopes_member_uq').on(t.rainId, t.memberId),
    check('rain_envelopes_amount_check', sql`${t.amount} > 0`),
  ],
);
