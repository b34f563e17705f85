import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths.js';
import type { GamesDatabase } from './client.js';
import type * as schema from './schema.js';

export async function migrateGamesDatabase(database: GamesDatabase): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_DIR });
  else await migrateNodePostgres(database.db as NodePgDatabase<typeof schema>, { migrationsFolder: MIGRATIONS_DIR });
}
