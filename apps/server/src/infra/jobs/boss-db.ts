import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';

/** pg-boss's tables live in their own schema, beside the application's `public`. */
export const BOSS_SCHEMA = 'pgboss';

/** Connections of pg-boss's own pool per process: it polls and records, each statement short. */
const BOSS_POOL_MAX = 3;

/**
 * pg-boss over the embedded PGlite: its one session is the application's. A statement with values runs as it is; a
 * script (pg-boss sends its schema creation and maintenance as `BEGIN; …; COMMIT;` without values) runs inside
 * PGlite's exclusive transaction, so a failure rolls back there and never leaves the shared session in an aborted
 * transaction, and no other query of the application runs between its statements.
 */
export function pgliteBossDb(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      // pg answers a script with one result per statement; pg-boss reads rows only from single statements.
      return results.length === 1 ? results[0]! : { rows: [] };
    },
  };
}

/**
 * How pg-boss reaches the database. PostgreSQL: a small pool of its own on the same database (pg-boss opens and closes
 * it; pg-pool drops a connection whose script failed, so an aborted transaction never returns to a pool), and the
 * application's pool stays for requests. PGlite: the application's one instance.
 */
export function bossConnection(database: Database): PgBoss.ConstructorOptions {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') return { db: pgliteBossDb(client as PGlite) };
  const { connectionString } = (client as pg.Pool).options;
  if (!connectionString) throw new Error('the PostgreSQL pool has no connection string for the jobs queue');
  return { connectionString, max: BOSS_POOL_MAX, application_name: 'jobs' };
}
