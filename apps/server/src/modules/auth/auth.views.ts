import { sql, type SQL } from 'drizzle-orm';

/*
 * Logins and sessions as other modules may read them inside their own SQL (an agent's team counters read a whole
 * team's day at once). Each view is a derived table, `${loginsView(id)} h`, that PostgreSQL folds into the query
 * around it, so that query's filters still use this module's indexes; the tables themselves stay the auth module's.
 */

/** A merchant's logins: member_id, created_at. */
export const loginsView = (merchantId: number): SQL =>
  sql`(select member_id, created_at from login_history where merchant_id = ${merchantId})`;

/** A merchant's sessions alive at `now` (neither revoked nor expired): member_id, last_seen_at. */
export const liveSessionsView = (merchantId: number, now: Date): SQL =>
  sql`(select member_id, last_seen_at from sessions where merchant_id = ${merchantId} and revoked_at is null and expires_at > ${now})`;

/** A merchant's successful logins with where they came from: id, member_id, ip, user_agent, device_id, created_at. */
export const loginRecordsView = (merchantId: number): SQL =>
  sql`(select id, member_id, ip, user_agent, device_id, created_at from login_history where merchant_id = ${merchantId})`;

/**
 * Failed guesses at an account name still in the login ladder's window (older ones are deleted): id, username_lower,
 * ip, device_id, created_at. Guesses still being checked are left out.
 */
export const failedLoginsView = (merchantId: number): SQL =>
  sql`(select id, username_lower, ip, device_id, created_at from login_failures where merchant_id = ${merchantId} and not pending)`;
