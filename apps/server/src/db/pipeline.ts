import type { Socket } from 'node:net';
import pg from 'pg';
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

interface Pending {
  config: pg.QueryConfig;
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
  /** Runs as its own transaction: it failed inside a group, or its group was rolled back for another's error. */
  alone: boolean;
}

interface Lane {
  client: pg.Client;
  ready: Promise<void>;
  /** Given and not yet sent. */
  queue: Pending[];
  /** Statements given to this connection and not yet answered. */
  outstanding: number;
  /** A loop is sending this connection's queue. */
  draining: boolean;
  corked: boolean;
}

type Answer = { ok: true; result: pg.QueryResult } | { ok: false; error: unknown };

/** SQLSTATE of a statement refused because an earlier one of its transaction failed. */
const IN_FAILED_TRANSACTION = '25P02';

const socketOf = (client: pg.Client) => (client as unknown as { connection: { stream: Socket } }).connection.stream;
const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

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

  const open = (index: number): Lane => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectionTimeoutMillis,
      pipeline: true,
    });
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
      queue: [],
      outstanding: 0,
      draining: false,
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

  const laneAt = (index: number): Lane => lanes[index] ?? open(index);

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

  /** The next statements to send: one that must run alone, or a group of those that may run together. */
  const take = (queue: Pending[]): Pending[] => {
    if (queue[0]?.alone) return queue.splice(0, 1);
    let count = 0;
    while (count < queue.length && count < groupMax && !queue[count]?.alone) count += 1;
    return queue.splice(0, count);
  };

  const runAlone = async (lane: Lane, statement: Pending) => {
    cork(lane);
    try {
      statement.resolve(await lane.client.query(statement.config));
    } catch (error) {
      statement.reject(error);
    }
  };

  const runGroup = async (lane: Lane, group: Pending[]) => {
    const { client } = lane;
    cork(lane);
    const begin = client.query('BEGIN');
    const answers = group.map((statement) =>
      client.query(statement.config).then(
        (result): Answer => ({ ok: true, result }),
        (error: unknown): Answer => ({ ok: false, error }),
      ),
    );
    const commit = client.query('COMMIT');
    const [opened, committed] = await Promise.allSettled([begin, commit]);
    const settled = await Promise.all(answers);
    if (committed.status === 'rejected' || opened.status === 'rejected') {
      const error = committed.status === 'rejected' ? committed.reason : (opened as PromiseRejectedResult).reason;
      for (const statement of group) statement.reject(error);
      return;
    }
    if (committed.value.command === 'COMMIT') {
      settled.forEach((answer, index) => {
        const statement = group[index] as Pending;
        if (answer.ok) statement.resolve(answer.result);
        else statement.reject(answer.error);
      });
      return;
    }
    // Rolled back: nothing of the group was applied. The statement that failed runs again alone; the rest regroup.
    const failed = settled.findIndex((answer) => !answer.ok && codeOf(answer.error) !== IN_FAILED_TRANSACTION);
    if (failed < 0) {
      for (const statement of group) statement.alone = true;
      lane.queue.unshift(...group);
      return;
    }
    const culprit = group[failed] as Pending;
    culprit.alone = true;
    lane.queue.unshift(culprit, ...group.filter((statement) => statement !== culprit));
  };

  const drain = async (lane: Lane) => {
    try {
      await lane.ready;
    } catch (error) {
      for (const statement of lane.queue.splice(0)) statement.reject(error);
      lane.draining = false;
      return;
    }
    while (lane.queue.length > 0) {
      const next = take(lane.queue);
      if (next.length > 1) await runGroup(lane, next);
      // Alone, a statement waits for its commit before the next goes, so that those arriving meanwhile form a
      // group; with groupMax 1 there are no groups to form, and the statements follow each other unwaited.
      else if (groupMax > 1) await runAlone(lane, next[0] as Pending);
      else void runAlone(lane, next[0] as Pending);
    }
    lane.draining = false;
  };

  const inFlight = new Set<Promise<unknown>>();
  function query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig, key?: number): Promise<pg.QueryResult<R>> {
    if (ending) return Promise.reject(new Error('the database pipeline is closed'));
    const lane = key === undefined ? leastBusy() : laneAt(Math.abs(Math.trunc(key)) % lanes.length);
    lane.outstanding += 1;
    const running = new Promise<pg.QueryResult<R>>((resolve, reject) => {
      lane.queue.push({ config, resolve: resolve as Pending['resolve'], reject, alone: false });
      if (!lane.draining) {
        lane.draining = true;
        // Statements given in the rest of this turn of the event loop join the first group.
        setImmediate(() => void drain(lane));
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
