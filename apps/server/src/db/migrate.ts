import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobQueues } from '../infra/jobs/job-schema.js';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './client.js';
import type * as schema from './schema.js';
import { applySqlDefinitions, readSqlDefinitions, type SqlDefinition } from './sql-definitions.js';

export interface MigrateOptions {
  /** Another migrations folder: an older schema, for a test of a migration. */
  migrationsFolder?: string;
  /** The functions and triggers to apply after the migrations; every module's sql/ files unless given. */
  definitions?: SqlDefinition[];
}

/**
 * Applies the committed migrations (apps/server/drizzle) with the driver's own migrator, then the modules'
 * functions and triggers that are new or changed (db/sql-definitions.ts), then the jobs queue's own schema (pg-boss
 * creates and upgrades it) with a queue per job. Every start and the CLI's migrate run it.
 */
export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_DIR;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migrateNodePostgres(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
  await applySqlDefinitions(database.db, options.definitions ?? readSqlDefinitions());
  await installJobQueues(database);
}
