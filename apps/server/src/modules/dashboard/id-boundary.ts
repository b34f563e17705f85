import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The first id of a view's rows created at or after `at`, found by a binary search over the primary key (a few
 * dozen index probes in one statement), so a time range of a table with no index on its creation time is read as a
 * range of its primary key. Sound for tables whose ids grow with their creation time (identity ids, `created_at`
 * defaulting to now()), as game rounds. The view must have `id` and `created_at`; callers search from a
 * little before the time they need and filter on `created_at` too, so a row inserted by a transaction that began
 * just before is not missed.
 */
export async function firstIdFrom(db: Db, view: SQL, at: Date): Promise<number> {
  const result = await db.execute(sql`
    with recursive search(lo, hi) as (
      select coalesce((select min(v.id) from ${view} v), 0)::bigint, coalesce((select max(v.id) from ${view} v), -1)::bigint + 1
      union all
      select case when p.id < s.hi and p.created_at < ${at} then p.id + 1 else s.lo end,
             case when p.id < s.hi and p.created_at < ${at} then s.hi else (s.lo + s.hi) / 2 end
      from search s
      left join lateral (
        select v.id, v.created_at from ${view} v where v.id >= (s.lo + s.hi) / 2 order by v.id limit 1
      ) p on true
      where s.lo < s.hi
    )
    select lo::text as lo from search where lo >= hi limit 1`);
  return Number(rowsOf<{ lo: string }>(result)[0]?.lo ?? 0);
}
