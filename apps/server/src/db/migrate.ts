import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './client.js';
import type * as schema from './schema.js';

/** Applies the committed migrations (apps/server/drizzle) with the driver's own migrator. */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migrateNodePostgres(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
