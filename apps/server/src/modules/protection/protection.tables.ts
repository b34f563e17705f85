import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { exclusionKinds, limitKinds, limitPeriods, restrictionKinds } from '@app/contract';

/**
 * One row per member who has a limit, a pause or an exclusion (issue 30). The bet's statement locks it
 * (sql/protection-moves.sql), so one member's bets are checked against the limits one at a time: 50 parallel bets at
 * the edge of a loss limit never pass it. Members without a row play as before (one index probe per bet).
 */
export const memberProtection = pgTable(
  'member_protection',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Money limits in centavos; the time limit in minutes. Null: no limit of that kind. */
    lossLimit: bigint('loss_limit', { mode: 'bigint' }),
    lossPeriod: text('loss_period', { enum: limitPeriods }),
    betLimit: bigint('bet_limit', { mode: 'bigint' }),
    betPeriod: text('bet_period', { enum: limitPeriods }),
    depositLimit: bigint('deposit_limit', { mode: 'bigint' }),
    depositPeriod: text('deposit_period', { enum: limitPeriods }),
    timeLimit: integer('time_limit'),
    timePeriod: text('time_period', { enum: limitPeriods }),
    /** A pause or exclusion: since when, until when (null with a kind: no end). */
    exclusionKind: text('exclusion_kind', { enum: exclusionKinds }),
    excludedSince: timestamp('excluded_since', { withTimezone: true }),
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    exclusionReason: text('exclusion_reason'),
    /** Minutes between reality checks; null: the default (REALITY_CHECK_DEFAULT_MINUTES). */
    realityCheckMinutes: integer('reality_check_minutes'),
    /** When the member's identity was verified (KYC); the `verified_identity` duty refuses deposits and bets before. */
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    /** A restriction of the operator's duties (barred person): bets and deposits refused, withdrawals allowed. */
    restrictionKind: text('restriction_kind', { enum: restrictionKinds }),
    restrictedSince: timestamp('restricted_since', { withTimezone: true }),
    /** The deadline the restriction gives (a barred person's last day to withdraw); null: none. */
    restrictedUntil: timestamp('restricted_until', { withTimezone: true }),
    /** The last request or bet: time played grows by the gap to the next one when it is short (sql/). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    check(
      'member_protection_loss_check',
      sql`(${t.lossLimit} is null) = (${t.lossPeriod} is null) and (${t.lossLimit} is null or ${t.lossLimit} > 0)`,
    ),
    check(
      'member_protection_bet_check',
      sql`(${t.betLimit} is null) = (${t.betPeriod} is null) and (${t.betLimit} is null or ${t.betLimit} > 0)`,
    ),
    check(
      'member_protection_deposit_check',
      sql`(${t.depositLimit} is null) = (${t.depositPeriod} is null) and (${t.depositLimit} is null or ${t.depositLimit} > 0)`,
    ),
    check(
      'member_protection_time_check',
      sql`(${t.timeLimit} is null) = (${t.timePeriod} is null) and (${t.timeLimit} is null or ${t.timeLimit} > 0)`,
    ),
    index('member_protection_excluded_idx')
      .on(t.merchantId, t.excludedUntil)
      .where(sql`${t.exclusionKind} is not null`),
  ],
);

/**
 * A raise or removal of a limit waiting for its 24-hour cooling-off and the player's confirmation; one per kind.
 * value null: remove the limit.
 */
export const memberLimitChanges = pgTable(
  'member_limit_changes',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind', { enum: limitKinds }).notNull(),
    period: text('period', { enum: limitPeriods }),
    value: bigint('value', { mode: 'bigint' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.kind] })],
);

/**
 * What a protected member did each merchant day (UTC−3): stakes, wins and seconds played (deposits are the payments
 * module's orders). The bet, win
 * and rollback statements keep it (sql/protection-moves.sql); a limit's period sums at most 31 rows.
 */
export const memberLimitUsage = pgTable(
  'member_limit_usage',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    staked: bigint('staked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    won: bigint('won', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);
