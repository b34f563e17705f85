import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.js';
import { pipelineOf } from './pipeline.js';

/**
 * Runs one fixed statement with positional values; rows come back as arrays in column order. `key` names the
 * rows it writes, for the pipeline's choice of connection (db/pipeline.ts); the other drivers ignore it.
 */
export type PreparedCall = (values: unknown[], key?: number) => Promise<unknown[][]>;

/**
 * A statement the wallet runs on every provider call, handed to the driver
 * itself: on PostgreSQL a named statement (parsed and planned once per
 * connection), rows as arrays. It skips the query builder's per-call work
 * (building the query object, tracing, mapping rows to objects), which on
 * the busiest path cost as much as the HTTP routing. Where the database was
 * opened with a pipeline (db/pipeline.ts), the statement goes over it. Only
 * for a statement that is a whole transaction by itself, never inside a
 * caller's transaction.
 */
export function preparedCall(db: Db, name: string, text: string): PreparedCall {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pipeline = pipelineOf(client);
    if (pipeline)
      return async (values, key) =>
        (await pipeline.query<unknown[]>({ name, text, values, rowMode: 'array' } as pg.QueryConfig, key)).rows as unknown as unknown[][];
    return async (values) => (await client.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
  }
  if (client instanceof PGlite) {
    return async (values) => (await client.query<unknown[]>(text, values, { rowMode: 'array' })).rows;
  }
  throw new Error('preparedCall: unknown database driver');
}
