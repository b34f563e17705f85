import { sql, type SQL } from 'drizzle-orm';

/*
 * Members as other modules may read them inside their own SQL, when a set cannot be asked of the members service
 * one member at a time (an agent's team of 100 000). A view is a derived table, `${membersView(id)} m`: PostgreSQL
 * folds it into the query around it, so that query's filters and joins still use the members table's indexes.
 * The members module keeps its table to itself: columns are added here, never read from members directly.
 */

/** A merchant's members: id, username, username_lower, type, status, upline_member_id, created_at. */
export const membersView = (merchantId: number): SQL =>
  sql`(select id, username, username_lower, type, status, upline_member_id, created_at from members where merchant_id = ${merchantId})`;

/**
 * A merchant's members with what the back office shows and searches (modules/players): identity, contact, status,
 * upline and registration. Searches filter through it on the members table's indexes (username prefix, CPF, mobile,
 * lower-case e-mail, registration time).
 */
export const memberRecordsView = (merchantId: number): SQL =>
  sql`(select id, username, username_lower, nickname, payee_name, email, country_dialing_code, mobile_num, id_number, birthday,
      type, status, is_trial, upline_member_id, register_ip, register_method, created_at
    from members where merchant_id = ${merchantId})`;
