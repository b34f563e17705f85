import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loginsView } from '../auth/auth.views.js';
import { memberAccountsView } from '../ledger/ledger.views.js';
import { memberRecordsView, membersView } from '../members/members.views.js';
import { memberTurnoverView, vipLevelsView } from '../rewards/rewards.views.js';
import { likePrefix, timeKey } from './sql-values.js';

/*
 * The operator's player search: one statement over the members view for the page (with each row's upline, last
 * login, cash and VIP level read per row, at most 101 rows), one for the capped count. Every filter but the VIP
 * level is answered by a members index (migration 0027 and the unique indexes).
 */

export interface SearchFilter {
  merchantId: number;
  usernamePrefix?: string | undefined;
  /** Stored numbers the typed one may be (with or without its country code), and the whole typed digits. */
  mobile?: { candidates: string[]; digits: string } | undefined;
  cpf?: string | undefined;
  email?: string | undefined;
  id?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  status?: 'active' | 'disabled' | undefined;
  /** Lifetime BRL turnover bounds of a VIP level (max exclusive; null: no upper bound). */
  turnover?: { min: bigint; max: bigint | null } | undefined;
  uplineLower?: string | undefined;
}

export type SortKey = 'id' | 'registeredAt' | 'username';

export interface SearchOrder {
  sort: SortKey;
  desc: boolean;
  /** The last row's sort values: [id], [registered time, id] or [username_lower]. */
  after?: ReadonlyArray<string | number> | undefined;
  limit: number;
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function turnoverOf(merchantId: number): SQL {
  return sql`coalesce((select t.turnover from ${memberTurnoverView(merchantId)} t where t.member_id = m.id and t.currency = 'BRL'), 0)`;
}

function identityConditions(f: SearchFilter): SQL[] {
  const c: SQL[] = [];
  if (f.usernamePrefix) c.push(sql`m.username_lower like ${likePrefix(f.usernamePrefix.toLowerCase())}`);
  if (f.mobile) {
    c.push(sql`m.mobile_num is not null and m.mobile_num in (${list(f.mobile.candidates)})`);
    c.push(sql`(m.mobile_num = ${f.mobile.digits} or coalesce(m.country_dialing_code, '') || m.mobile_num = ${f.mobile.digits})`);
  }
  if (f.cpf) c.push(sql`m.id_number = ${f.cpf}`);
  if (f.email) c.push(sql`m.email is not null and lower(m.email) = ${f.email.toLowerCase()}`);
  if (f.id !== undefined) c.push(sql`m.id = ${f.id}`);
  return c;
}

function conditions(f: SearchFilter): SQL[] {
  const c = identityConditions(f);
  if (f.from) c.push(sql`m.created_at >= ${f.from}`);
  if (f.to) c.push(sql`m.created_at <= ${f.to}`);
  if (f.status) c.push(sql`m.status = ${f.status}`);
  if (f.uplineLower) {
    c.push(sql`m.upline_member_id = (select u.id from ${membersView(f.merchantId)} u where u.username_lower = ${f.uplineLower})`);
  }
  if (f.turnover) {
    c.push(sql`${turnoverOf(f.merchantId)} >= ${f.turnover.min.toString()}::bigint`);
    if (f.turnover.max !== null) c.push(sql`${turnoverOf(f.merchantId)} < ${f.turnover.max.toString()}::bigint`);
  }
  return c;
}

/** The keyset condition and the order of one sort, in one direction. */
function ordering(o: SearchOrder): { after: SQL | undefined; orderBy: SQL } {
  const cmp = sql.raw(o.desc ? '<' : '>');
  const dir = sql.raw(o.desc ? 'desc' : 'asc');
  const a = o.after;
  if (o.sort === 'registeredAt') {
    return {
      after: a && sql`(m.created_at, m.id) ${cmp} (${a[0]}::timestamptz, ${a[1]})`,
      orderBy: sql`m.created_at ${dir}, m.id ${dir}`,
    };
  }
  if (o.sort === 'username') return { after: a && sql`m.username_lower ${cmp} ${a[0]}`, orderBy: sql`m.username_lower ${dir}` };
  return { after: a && sql`m.id ${cmp} ${a[0]}`, orderBy: sql`m.id ${dir}` };
}

const whereOf = (parts: SQL[]) => (parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``);

/** One page of matches, `limit + 1` rows (the extra one says a next page exists). */
export async function searchPage(db: Db, f: SearchFilter, o: SearchOrder): Promise<Array<Record<string, unknown>>> {
  const { after, orderBy } = ordering(o);
  const where = whereOf([...conditions(f), ...(after ? [after] : [])]);
  const merchant = f.merchantId;
  const result = await db.execute(sql`select m.id, m.username, m.username_lower, m.payee_name, m.email, m.country_dialing_code,
      m.mobile_num, m.id_number, m.status, m.type, m.is_trial, m.created_at, ${timeKey(sql`m.created_at`)} as created_key,
      (select u.username from ${membersView(merchant)} u where u.id = m.upline_member_id) as upline_username,
      (select max(h.created_at) from ${loginsView(merchant)} h where h.member_id = m.id) as last_login,
      (select a.balance from ${memberAccountsView(merchant)} a where a.member_id = m.id and a.code = 'cash'
        and a.currency = case when m.is_trial then 'PLAY' else 'BRL' end) as cash,
      (select coalesce(max(l.level), 0) from ${vipLevelsView(merchant)} l where l.min_turnover <= ${turnoverOf(merchant)}) as vip_level
    from ${memberRecordsView(merchant)} m ${where} order by ${orderBy} limit ${o.limit + 1}`);
  return rowsOf<Record<string, unknown>>(result);
}

/** How many members match, counted up to `cap + 1` (past the cap the answer is "more than cap"). */
export async function countMatches(db: Db, f: SearchFilter, cap: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*) as n from (select 1 from ${memberRecordsView(f.merchantId)} m ${whereOf(conditions(f))} limit ${cap + 1}) x`,
  );
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}
