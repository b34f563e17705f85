import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './pglite-lock.js';
import { attachPipeline, createPipeline } from './pipeline.js';
import { createPool } from './pool.js';
import { DEFAULT_PIPELINE_LANES, DEFAULT_POOL_MAX } from './pool-size.js';
import { openReplica, type ReadReplica, type ReplicaOptions } from './replica.js';
import * as schema from './schema.js';

/** The handle repositories take; both drivers satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | {
      url: string;
      onPoolError?: (error: Error) => void;
      poolMax?: number;
      pipelineLanes?: number;
      pipelineGroupMax?: number;
      /** DATABASE_REPLICA_URL and its lag bound: readDb reads it. */
      replica?: ReplicaOptions | undefined;
    }
  | { dataDir: string }
  /** loadDataDir: a dumpDataDir() tarball to start from (tests copy one migrated, seeded template instead of building each database). */
  | { memory: true; loadDataDir?: Blob };

export interface Database {
  db: Db;
  /**
   * The database for reads that may be a few seconds stale (docs/decisions/read-replicas.md): the replica when
   * DATABASE_REPLICA_URL is set, else `db` itself. Only the lobby's catalogue, reports and back-office lists read it,
   * for showing. Never money (a transfer, a balance a decision is made on, a payment), never a login, session or
   * permission check, never a limit check, never a read whose answer decides a write that follows: those read `db`.
   * It runs no transaction and, on a replica, no write.
   */
  readDb: Db;
  /** The replica's state (metrics, logs) when one is configured. */
  replica?: ReadReplica;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** close() may be called by a test and again by shutdown; the drivers refuse a second close. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

type PostgresOptions = Extract<DatabaseOptions, { url: string }>;

function openPostgres({
  url,
  onPoolError,
  poolMax = DEFAULT_POOL_MAX,
  pipelineLanes = DEFAULT_PIPELINE_LANES,
  pipelineGroupMax,
  replica: replicaOptions,
}: PostgresOptions): Database {
  const pool = createPool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits here; without a listener the process would crash.
  pool.on('error', (error) => onPoolError?.(error));
  // The wallet's standalone statements (db/prepared-call.ts) go over these; everything else over the pool.
  const pipeline =
    pipelineLanes > 0
      ? createPipeline({
          connectionString: url,
          lanes: pipelineLanes,
          groupMax: pipelineGroupMax,
          connectionTimeoutMillis: 5_000,
          onError: onPoolError,
        })
      : undefined;
  if (pipeline) attachPipeline(pool, pipeline);
  const db = drizzlePostgres({ client: pool, schema });
  const replica = replicaOptions && openReplica(url, replicaOptions);
  return {
    db,
    readDb: replica?.db ?? db,
    ...(replica && { replica }),
    kind: 'postgres',
    ping: () => withTimeout(db.execute(sql`select 1`), PING_TIMEOUT_MS).then(() => undefined),
    close: once(async () => {
      await replica?.close();
      await pipeline?.end();
      await pool.end();
    }),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  // PGlite is single-process: a second process on the same folder would corrupt it.
  const lock = dataDir ? await acquireDataDirLock(dataDir) : undefined;
  try {
    const client = await PGlite.create({ dataDir, loadDataDir });
    const db = drizzlePglite({ client, schema });
    let closed = false;
    return {
      db,
      readDb: db,
      kind: 'pglite',
      ping: async () => {
        if (closed) throw new Error('database is closed');
        await withTimeout(client.query('select 1'), PING_TIMEOUT_MS);
      },
      close: once(async () => {
        closed = true;
        await client.close();
        await lock?.release();
      }),
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options);
  if ('dataDir' in options) return openPglite(options.dataDir);
  return openPglite(undefined, options.loadDataDir);
}
