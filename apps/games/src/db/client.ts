import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.js';

export type GamesDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface GamesDatabase {
  db: GamesDb;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The game server's own database: PostgreSQL when configured, else PGlite in a folder (or in memory for tests). */
export async function openGamesDatabase(options: { url: string } | { dataDir: string } | { memory: true }): Promise<GamesDatabase> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
    pool.on('error', () => undefined);
    return { db: drizzlePostgres({ client: pool, schema }), kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = 'dataDir' in options ? options.dataDir : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dataDir);
  let closed: Promise<void> | undefined;
  return { db: drizzlePglite({ client, schema }), kind: 'pglite', close: () => (closed ??= client.close()) };
}
