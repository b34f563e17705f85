import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * Promotions as other modules may read them inside their own SQL: a PR announcement (content) describes a promotion
 * by linked_promotion_id and must leave the player's pages when the operator disables the promotion or its schedule
 * is not running. The table stays this module's.
 */

/**
 * True when the promotion `promotionId` (an SQL expression, e.g. a column) is enabled and inside its schedule at
 * `now`, or when it is null (an announcement about no promotion).
 */
export const promotionRunningOrNone = (promotionId: AnyColumn | SQL, now: Date): SQL =>
  sql`(${promotionId} is null or exists (select 1 from promotions p where p.id = ${promotionId} and p.enabled
    and (p.starts_at is null or p.starts_at <= ${now.toISOString()}) and (p.ends_at is null or p.ends_at > ${now.toISOString()})))`;
