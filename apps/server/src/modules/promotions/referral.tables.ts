import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const referralDecisionValues = ['review', 'qualified', 'rewarded', 'ineligible'] as const;

/**
 * The referral promotion's decision about one invited friend: review (conditions
 * met, waiting for an operator under reviewRequired), qualified
 * (conditions met, held by the referrer's limits), rewarded (paid, keys
 * promo:referral:<promotion>:<friend>[:friend]) or ineligible (self-referral
 * or the window passed). A friend without a row is only registered. The
 * unique index makes a friend paid at most once per promotion.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    friendId: integer('friend_id').notNull(),
    status: text('status', { enum: referralDecisionValues }).notNull(),
    reason: text('reason'),
    referrerReward: bigint('referrer_reward', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    friendReward: bigint('friend_reward', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The merchant day of the payment (the daily limit counts them). */
    rewardDay: date('reward_day', { mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** The operator's reason for a rejection or an overridden amount (the audit row names who). */
    note: text('note'),
  },
  (t) => [
    uniqueIndex('referral_rewards_friend_uq').on(t.promotionId, t.friendId),
    index('referral_rewards_referrer_idx').on(t.merchantId, t.referrerId, t.status),
    check('referral_rewards_amounts_check', sql`${t.referrerReward} >= 0 and ${t.friendReward} >= 0`),
  ],
);
