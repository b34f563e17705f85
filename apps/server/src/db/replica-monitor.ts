import type pg from 'pg';
import { createLagMeter, lsnBytes } from './replica-lag.js';

/** Why reads go to the primary instead: the replica does not answer, is too far behind, or is no standby at all. */
export type ReplicaTrouble = 'unreachable' | 'lagging' | 'not-standby';
export type ReplicaState = 'starting' | 'in-use' | ReplicaTrouble;

export interface ReplicaStatus {
  state: ReplicaState;
  /** How old, at most, what the replica holds is; null before it has been measured or while it holds no sample. */
  lagMs: number | null;
}

export type ReplicaListener = (state: ReplicaState) => void;

export interface MonitorOptions {
  maxLagMs: number;
  checkIntervalMs: number;
  checkTimeoutMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const now = () => performance.now();

/** Where the primary's flushed WAL is; undefined when it does not say (its health is /ready's: the replica only ages). */
async function primaryPosition(primary: pg.Pool, timeoutMs: number): Promise<bigint | undefined> {
  try {
    const { rows } = await withTimeout(primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn'), timeoutMs);
    return rows[0] ? lsnBytes(rows[0].lsn) : undefined;
  } catch {
    return undefined;
  }
}

/** How far the replica has replayed the primary's WAL; null when it is no standby. Rejects when it does not answer. */
async function replayedPosition(replica: pg.Pool, timeoutMs: number): Promise<bigint | null> {
  const { rows } = await withTimeout(
    replica.query<{ standby: boolean; replayed: string | null }>(
      'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
    ),
    timeoutMs,
  );
  const row = rows[0];
  return row?.standby && row.replayed !== null ? lsnBytes(row.replayed) : null;
}

/**
 * Whether the replica may be read now: it answers as a standby and holds everything the primary had written
 * `maxLagMs` ago (replica-lag.ts). Checked every `checkIntervalMs` on connections of its own (a replica busy with a
 * long report is not a dead one); a read that loses its connection marks it unreachable at once. Listeners hear each
 * change of state once, so an outage is logged once, not once per read.
 */
export function createReplicaMonitor(primary: pg.Pool, replica: pg.Pool, options: MonitorOptions) {
  const meter = createLagMeter();
  const listeners = new Set<ReplicaListener>();
  let state: ReplicaState = 'starting';
  let heldAt: number | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  function become(next: ReplicaState) {
    if (next === state || closed) return;
    state = next;
    for (const listener of listeners) listener(next);
  }

  const fresh = () => heldAt !== undefined && now() - heldAt <= options.maxLagMs;

  async function measure() {
    const at = now();
    const flushed = await primaryPosition(primary, options.checkTimeoutMs);
    if (flushed !== undefined) meter.sample(flushed, at);
    try {
      const replayed = await replayedPosition(replica, options.checkTimeoutMs);
      if (replayed === null) return become('not-standby');
      heldAt = meter.heldAt(replayed);
      become(fresh() ? 'in-use' : 'lagging');
    } catch {
      become('unreachable');
    }
  }

  // One check at a time: a replica slower than the interval is not asked twice.
  const check = (): Promise<void> => (running ??= measure().finally(() => (running = undefined)));

  const timer = setInterval(() => void check(), options.checkIntervalMs);
  timer.unref();
  void check();

  return {
    /** Read the replica now? Its lag grows between checks too: a replica that stopped replaying ages out on time. */
    usable: () => state === 'in-use' && fresh(),
    /** A read on the replica lost its connection. */
    lost: () => become('unreachable'),
    status: (): ReplicaStatus => ({ state, lagMs: heldAt === undefined ? null : Math.round(now() - heldAt) }),
    /** `listener` hears each later change, and the present state at once when reads already avoid the replica. */
    watch(listener: ReplicaListener): () => void {
      listeners.add(listener);
      if (state !== 'starting' && state !== 'in-use') listener(state);
      return () => listeners.delete(listener);
    },
    /** Checks the replica now, or waits for the check under way (tests; the timer checks every checkIntervalMs). */
    check,
    stop() {
      closed = true;
      clearInterval(timer);
    },
  };
}

export type ReplicaMonitor = ReturnType<typeof createReplicaMonitor>;
