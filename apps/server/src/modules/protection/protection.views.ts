import { sql, type SQL } from 'drizzle-orm';

/*
 * The protection module's records as other modules may read them inside their own SQL (the player's own statement,
 * modules/activity). A view is a derived table PostgreSQL folds into the query around it, so that query's filters
 * still use member_limit_usage's primary key (merchant, member, day). Only this module writes or names the table.
 */

/**
 * A merchant's usage days: member_id, day (the merchant's calendar day, a date), staked, won, seconds. Rows exist
 * only for members who have set a limit, from then on: the bet and win statements keep them.
 */
export const limitUsageView = (merchantId: number): SQL =>
  sql`(select member_id, day, staked, won, seconds from member_limit_usage where merchant_id = ${merchantId})`;
