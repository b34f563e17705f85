import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MODULES_DIR } from '../paths.js';
import type { Db } from './client.js';
import { rowsOf } from './rows.js';

/**
 * The database's code (PL/pgSQL functions and triggers), each defined once, as it is now, in the sql/ folder of the
 * module that owns it, and applied after the migrations, which keep only tables, indexes and data moves
 * (docs/decisions/database.md). A file is its statements separated by
 * drizzle's `--> statement-breakpoint` lines; it must be safe to run again over its own earlier version (CREATE OR
 * REPLACE, and a DROP first for a changed signature).
 */
export interface SqlDefinition {
  /** `<module>/<file>.sql` */
  name: string;
  text: string;
  checksum: string;
}

const BREAKPOINT = '--> statement-breakpoint';

/** Any fixed number: the lock keeps two processes starting at once from applying the same definitions together. */
const APPLY_LOCK = 280_620_061;

export function sqlDefinition(name: string, text: string): SqlDefinition {
  return { name, text, checksum: createHash('sha256').update(text).digest('hex') };
}

/** Every module's definitions (`<module>/sql/*.sql`), in module and then file order. */
export function readSqlDefinitions(modulesDir = MODULES_DIR): SqlDefinition[] {
  const definitions: SqlDefinition[] = [];
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = join(modulesDir, module, 'sql');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (file.endsWith('.sql')) definitions.push(sqlDefinition(`${module}/${file}`, readFileSync(join(dir, file), 'utf8')));
    }
  }
  return definitions;
}

/**
 * Applies the definitions that are new or changed since they were last applied here (drizzle.sql_definitions keeps
 * each one's checksum), all in one transaction; an unchanged definition is not run again. Answers the names applied.
 */
export async function applySqlDefinitions(db: Db, definitions: SqlDefinition[]): Promise<string[]> {
  if (definitions.length === 0) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK}::bigint)`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.sql_definitions (
      name text primary key, checksum text not null, applied_at timestamptz not null default now())`);
    const rows = rowsOf<{ name: string; checksum: string }>(await tx.execute(sql`select name, checksum from drizzle.sql_definitions`));
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    const changed = definitions.filter((definition) => applied.get(definition.name) !== definition.checksum);
    for (const definition of changed) {
      for (const statement of definition.text.split(BREAKPOINT)) {
        if (statement.trim() !== '') await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into drizzle.sql_definitions (name, checksum) values (${definition.name}, ${definition.checksum})
        on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`);
    }
    return changed.map((definition) => definition.name);
  });
}
