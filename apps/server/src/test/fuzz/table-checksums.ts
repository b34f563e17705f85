import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface Ignored {
  /** Whole tables left out. */
  tables: ReadonlySet<string>;
  /** Columns left out of their row's hash, as "table.column". */
  columns: ReadonlySet<string>;
}

/**
 * Row count and an order-independent sum of row hashes of every table of the
 * public schema but the ignored ones: an insert, a delete or an update shows.
 * Cheap enough to take around each route of a fuzz run.
 */
export async function tableChecksums(database: Database, ignored: Ignored): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !ignored.tables.has(name) && /^[a-z0-9_]+$/.test(name));
  const rowText = (name: string) => {
    const columns = [...ignored.columns]
      .filter((column) => column.startsWith(`${name}.`))
      .map((column) => ` - '${column.slice(name.length + 1)}'`);
    return columns.length ? `(to_jsonb(t)${columns.join('')})::text` : 't::text';
  };
  const parts = tables.map(
    (name) =>
      `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(hashtext(${rowText(name)})::bigint), 0)::text AS sum FROM "${name}" t`,
  );
  const rows = rowsOf<{ name: string; sum: string }>(await database.db.execute(sql.raw(parts.join(' UNION ALL '))));
  return new Map(rows.map((row) => [row.name, row.sum]));
}

/** Tables whose checksum differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}
