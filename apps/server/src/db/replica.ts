import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { createPool, keepsConnection } from './pool.js';
import { createReplicaMonitor, type ReplicaListener, type ReplicaStatus } from './replica-monitor.js';
import * as schema from './schema.js';
import { sqlState } from './sql-state.js';

export interface ReplicaOptions {
  /** DATABASE_REPLICA_URL: a streaming standby of the primary. */
  url: string;
  /** DATABASE_REPLICA_MAX_LAG_MS. */
  maxLagMs: number;
  /** How often its health and lag are checked (tests check more often). */
  checkIntervalMs?: number;
}

/** Lists and reports are few next to the wallet's calls: a few connections per process serve them. */
const REPLICA_POOL_MAX = 4;
const CONNECT_TIMEOUT_MS = 2_000;
const DEFAULT_CHECK_INTERVAL_MS = 1_000;
/** Reads moved to the primary while the replica is away must not write either: their connections refuse to. */
const READ_ONLY = '-c default_transaction_read_only=on';
/** A standby cancelled the read because replaying the primary's WAL needed what it was reading: the primary answers. */
const RECOVERY_CONFLICT = '40001';

type Query = (config: unknown, values?: unknown) => Promise<unknown>;

/**
 * What readDb's Drizzle client sends its statements to in place of a pg pool. Its name says Pool, so Drizzle asks it
 * for a connection to run a transaction, which it refuses: readDb reads one statement at a time, never inside a
 * transaction (money, limits and whatever is read before a write use `db`).
 */
class ReplicaReadPool {
  constructor(readonly query: Query) {}

  connect(): never {
    throw new Error('readDb runs no transactions: use db');
  }
}

function poolQuery(pool: pg.Pool): Query {
  return (config, values) => pool.query(config as pg.QueryConfig, values as unknown[]);
}

/**
 * readDb over a replica: each read goes to the replica while its monitor finds it answering and recent enough, else
 * to the primary over a small read-only pool of its own. A read whose replica connection fails (the replica went away
 * mid-read) or that the standby cancels is run again on the primary, so a dead replica costs a slower list, never an
 * error. An ordinary statement error is the caller's: the primary would give the same.
 */
export function openReplica(primaryUrl: string, options: ReplicaOptions) {
  const small = { max: REPLICA_POOL_MAX, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, idleTimeoutMillis: 30_000, keepAlive: true };
  const replica = createPool({ connectionString: options.url, ...small });
  const fallback = createPool({ connectionString: primaryUrl, ...small, options: READ_ONLY });
  // The monitor's own connections, so that a replica busy with a long report still answers its checks.
  const checkOnReplica = createPool({ connectionString: options.url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const checkOnPrimary = createPool({ connectionString: primaryUrl, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that is lost emits here; the monitor notices the replica's absence on its own.
  for (const pool of [replica, fallback, checkOnReplica, checkOnPrimary]) pool.on('error', () => undefined);
  const monitor = createReplicaMonitor(checkOnPrimary, checkOnReplica, {
    maxLagMs: options.maxLagMs,
    checkIntervalMs: options.checkIntervalMs ?? DEFAULT_CHECK_INTERVAL_MS,
    checkTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  const onReplica = poolQuery(replica);
  const onPrimary = poolQuery(fallback);

  const route: Query = async (config, values) => {
    if (!monitor.usable()) return onPrimary(config, values);
    try {
      return await onReplica(config, values);
    } catch (error) {
      const conflict = sqlState(error)?.code === RECOVERY_CONFLICT;
      if (keepsConnection(error) && !conflict) throw error;
      if (!conflict) monitor.lost();
      return onPrimary(config, values);
    }
  };

  const db = drizzle({ client: new ReplicaReadPool(route) as unknown as pg.Pool, schema });
  return {
    db,
    status: (): ReplicaStatus => monitor.status(),
    watch: (listener: ReplicaListener) => monitor.watch(listener),
    check: () => monitor.check(),
    async close() {
      monitor.stop();
      await Promise.all([replica, fallback, checkOnReplica, checkOnPrimary].map((pool) => pool.end()));
    },
  };
}

export type ReadReplica = ReturnType<typeof openReplica>;
