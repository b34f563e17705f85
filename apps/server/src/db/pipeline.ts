import pg from 'pg';
import { drain, openLane, type Lane } from './pipeline-lane.js';
import { DEFAULT_PIPELINE_GROUP_MAX } from './pool-size.js';

/**
 * Runs one statement that is a whole transaction by itself on one of the pipelined connections. `key` names
 * the rows it writes (the wallet gives the member's house account): statements with the same key always take
 * the same connection, so statements committed together on one connection never wait for rows another
 * connection's group holds, and two groups cannot deadlock on each other's rows.
 */
export type PipelinedQuery = <R extends pg.QueryResultRow = pg.QueryResultRow>(
  config: pg.QueryConfig,
  key?: number,
) => Promise<pg.QueryResult<R>>;

export interface Pipeline {
  query: PipelinedQuery;
  /** Refuses new statements, waits for those already given, then closes the connections. */
  end(): Promise<void>;
}

export interface PipelineOptions {
  connectionString: string;
  /** How many connections the statements are spread over. */
  lanes: number;
  /** At most this many statements commit together; 1 runs each as its own transaction. */
  groupMax?: number;
  connectionTimeoutMillis?: number;
  /** A connection lost outside a statement (its statements fail with the error too). */
  onError?: (error: Error) => void;
}

/**
 * A few connections in the driver's pipeline mode for the wallet's standalone
 * statements (one bet, one win), with group commit.
 *
 * The statements waiting for a connection when it comes free go out together
 * in one write, between a BEGIN and a COMMIT: one commit, so one wait for the
 * log to reach the disk, for the whole group. Measured, the wallet's calls
 * spent most of their time waiting on the log (docs/decisions/wallet-performance.md,
 * "Group commit of the wallet's statements"). Nothing is answered before the group's
 * COMMIT has returned, so an answered call is on disk as before.
 *
 * A statement that fails inside a group rolls the whole group back (the
 * statements after it are refused as "in a failed transaction"). Nothing of
 * the group was applied, so the failed statement runs again by itself, as its
 * own transaction, and its caller gets that answer; the others go back to the
 * front of the queue and form the next group. Callers therefore see what they
 * would have seen with a transaction per statement. A COMMIT that fails
 * (a connection lost) fails the group's statements, as a lost connection
 * fails the statements it carried: the outcome is unknown to the caller, who
 * retries with its idempotency key.
 *
 * Never for a transaction of several statements: other callers' statements
 * run between them on the same connection.
 */
export function createPipeline(options: PipelineOptions): Pipeline {
  const lanes: Array<Lane | undefined> = Array.from({ length: options.lanes });
  const groupMax = Math.max(1, options.groupMax ?? DEFAULT_PIPELINE_GROUP_MAX);
  let ending = false;

  const laneAt = (index: number): Lane => {
    const existing = lanes[index];
    if (existing) return existing;
    const lane = openLane({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectionTimeoutMillis,
      // A connection that failed or ended takes no more statements; the next caller opens a new one.
      onGone: (gone, error) => {
        if (lanes[index] === gone) lanes[index] = undefined;
        if (error && !ending) options.onError?.(error);
      },
    });
    lanes[index] = lane;
    return lane;
  };

  /** The connection with the fewest statements waiting, opening one where a place is empty. */
  const leastBusy = (): Lane => {
    let best: Lane | undefined;
    for (let index = 0; index < lanes.length; index += 1) {
      const lane = laneAt(index);
      if (!best || lane.outstanding < best.outstanding) best = lane;
      if (lane.outstanding === 0) break;
    }
    return best as Lane;
  };

  const inFlight = new Set<Promise<unknown>>();
  function query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig, key?: number): Promise<pg.QueryResult<R>> {
    if (ending) return Promise.reject(new Error('the database pipeline is closed'));
    const lane = key === undefined ? leastBusy() : laneAt(Math.abs(Math.trunc(key)) % lanes.length);
    lane.outstanding += 1;
    const running = new Promise<pg.QueryResult<R>>((resolve, reject) => {
      lane.queue.push({ config, resolve: resolve as (result: pg.QueryResult) => void, reject, alone: false });
      if (!lane.draining) {
        lane.draining = true;
        // Statements given in the rest of this turn of the event loop join the first group.
        setImmediate(() => void drain(lane, groupMax));
      }
    }).finally(() => {
      lane.outstanding -= 1;
      inFlight.delete(running);
    });
    inFlight.add(running);
    return running;
  }

  return {
    query,
    end: async () => {
      ending = true;
      await Promise.allSettled([...inFlight]);
      await Promise.all(lanes.map((lane) => lane?.client.end().catch(() => undefined)));
    },
  };
}

const pipelines = new WeakMap<object, Pipeline>();

/** Makes `pipeline` the one that goes with `pool` (db/client.ts opens both). */
export function attachPipeline(pool: pg.Pool, pipeline: Pipeline): void {
  pipelines.set(pool, pipeline);
}

/** The pipeline that goes with a pool, if the database was opened with one. */
export const pipelineOf = (pool: pg.Pool): Pipeline | undefined => pipelines.get(pool);
