import { sql, type SQL } from 'drizzle-orm';

/*
 * VIP standing as other modules may read it inside their own SQL (the back office's player search filters and shows
 * a VIP level per row). Derived tables PostgreSQL folds into the query around them; the tables stay this module's.
 */

/** Lifetime turnover of the merchant's members: member_id, currency, turnover (centavos). */
export const memberTurnoverView = (merchantId: number): SQL =>
  sql`(select member_id, currency, turnover from member_turnover where merchant_id = ${merchantId})`;

/** The merchant's VIP ladder: level, name, min_turnover (centavos); a member's level is the highest reached. */
export const vipLevelsView = (merchantId: number): SQL =>
  sql`(select level, name, min_turnover from vip_levels where merchant_id = ${merchantId})`;
