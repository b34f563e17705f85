import type { Socket } from 'node:net';
import pg from 'pg';

/** Runs one statement, as its own transaction, on one of the pipelined connections. */
export type PipelinedQuery = <R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig) => Promise<pg.QueryResult<R>>;

export interface Pipeline {
  query: PipelinedQuery;
  /** Refuses new statements, waits for those already given, then closes the connections. */
  end(): Promise<void>;
}

export interface PipelineOptions {
  connectionString: string;
  /** How many connections the statements are spread over. */
  lanes: number;
  connectionTimeoutMillis?: number;
  /** A connection lost outside a statement (its statements fail with the error too). */
  onError?: (error: Error) => void;
}

interface Lane {
  client: pg.Client;
  ready: Promise<void>;
  /** Statements given to this connection and not yet answered. */
  outstanding: number;
  corked: boolean;
}

const socketOf = (client: pg.Client) => (client as unknown as { connection: { stream: Socket } }).connection.stream;

/**
 * A few connections in the driver's pipeline mode, for the wallet's
 * standalone statements (one bet, one win). Each statement goes out with its
 * own Sync, so PostgreSQL runs it as its own transaction and an error ends
 * that statement only; the ones behind it on the connection run as if alone.
 *
 * Statements given to a connection in one turn of the event loop leave in
 * one write at the end of the turn, and a backend that finds the next
 * statement already in its socket goes on without sleeping. One statement
 * per write and connection, as a pool does it, woke a database process for
 * every call, and on a two-core machine each wake-up took the CPU from the
 * server's single thread (docs/decisions.md, "Pipelined wallet statements").
 *
 * Never for a transaction of several statements: other callers' statements
 * run between them on the same connection.
 */
export function createPipeline(options: PipelineOptions): Pipeline {
  const lanes: Array<Lane | undefined> = Array.from({ length: options.lanes });
  let ending = false;

  const open = (index: number): Lane => {
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: options.connectionTimeoutMillis, pipeline: true });
    // A connection that failed or ended takes no more statements; the next caller opens a new one.
    const drop = (error?: Error) => {
      if (lanes[index] === lane) lanes[index] = undefined;
      if (!error) return;
      if (!ending) options.onError?.(error);
      // Closes the socket if the error left it open; its 'end' then finds the lane gone.
      client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', () => drop());
    const lane: Lane = {
      client,
      outstanding: 0,
      corked: false,
      ready: client.connect().then(
        () => undefined,
        (error: Error) => {
          drop();
          throw error;
        },
      ),
    };
    // Its callers see the failure; this keeps a lane nobody waited on yet from an unhandled rejection.
    lane.ready.catch(() => undefined);
    lanes[index] = lane;
    return lane;
  };

  /** The connection with the fewest statements waiting, opening one where a place is empty. */
  const pick = (): Lane => {
    let best: Lane | undefined;
    for (let index = 0; index < lanes.length; index += 1) {
      const lane = lanes[index] ?? open(index);
      if (!best || lane.outstanding < best.outstanding) best = lane;
      if (lane.outstanding === 0) break;
    }
    return best as Lane;
  };

  /** Holds the connection's writes back until the end of this turn of the event loop. */
  const cork = (lane: Lane) => {
    if (lane.corked) return;
    lane.corked = true;
    const socket = socketOf(lane.client);
    socket.cork();
    setImmediate(() => {
      lane.corked = false;
      socket.uncork();
    });
  };

  const run = async <R extends pg.QueryResultRow>(lane: Lane, config: pg.QueryConfig) => {
    await lane.ready;
    cork(lane);
    return lane.client.query<R>(config);
  };

  const inFlight = new Set<Promise<unknown>>();
  function query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    if (ending) return Promise.reject(new Error('the database pipeline is closed'));
    const lane = pick();
    lane.outstanding += 1;
    const running = run<R>(lane, config).finally(() => {
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
