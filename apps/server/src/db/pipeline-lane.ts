import type { Socket } from 'node:net';
import pg from 'pg';
import { isInFailedTransaction } from './sql-state.js';

/** One connection of the pipeline (db/pipeline.ts) and the statements given to it. */

export interface Pending {
  config: pg.QueryConfig;
  resolve: (result: pg.QueryResult) => void;
  reject: (error: unknown) => void;
  /** Runs as its own transaction: it failed inside a group, or its group was rolled back for another's error. */
  alone: boolean;
}

export interface Lane {
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

export interface LaneOptions {
  connectionString: string;
  connectionTimeoutMillis?: number;
  /** The connection failed or ended: it takes no more statements (`error` when it failed). */
  onGone: (lane: Lane, error?: Error) => void;
}

type Answer = { ok: true; result: pg.QueryResult } | { ok: false; error: unknown };

const socketOf = (client: pg.Client) => (client as unknown as { connection: { stream: Socket } }).connection.stream;

/** Opens a connection in the driver's pipeline mode; the next caller after it is gone opens a new one. */
export function openLane(options: LaneOptions): Lane {
  const client = new pg.Client({
    connectionString: options.connectionString,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
    pipeline: true,
  });
  const drop = (error?: Error) => {
    options.onGone(lane, error);
    // Closes the socket if the error left it open; its 'end' then finds the lane gone.
    if (error) client.end().catch(() => undefined);
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
  return lane;
}

/** Holds the connection's writes back until the end of this turn of the event loop. */
function cork(lane: Lane): void {
  if (lane.corked) return;
  lane.corked = true;
  const socket = socketOf(lane.client);
  socket.cork();
  setImmediate(() => {
    lane.corked = false;
    socket.uncork();
  });
}

/** The next statements to send: one that must run alone, or a group of those that may run together. */
function take(queue: Pending[], groupMax: number): Pending[] {
  if (queue[0]?.alone) return queue.splice(0, 1);
  let count = 0;
  while (count < queue.length && count < groupMax && !queue[count]?.alone) count += 1;
  return queue.splice(0, count);
}

async function runAlone(lane: Lane, statement: Pending): Promise<void> {
  cork(lane);
  try {
    statement.resolve(await lane.client.query(statement.config));
  } catch (error) {
    statement.reject(error);
  }
}

/** Rolled back: nothing of the group was applied. The statement that failed runs again alone; the rest regroup. */
function regroup(lane: Lane, group: Pending[], settled: Answer[]): void {
  const failed = settled.findIndex((answer) => !answer.ok && !isInFailedTransaction(answer.error));
  if (failed < 0) {
    for (const statement of group) statement.alone = true;
    lane.queue.unshift(...group);
    return;
  }
  const culprit = group[failed] as Pending;
  culprit.alone = true;
  lane.queue.unshift(culprit, ...group.filter((statement) => statement !== culprit));
}

async function runGroup(lane: Lane, group: Pending[]): Promise<void> {
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
  if (committed.value.command !== 'COMMIT') return regroup(lane, group, settled);
  settled.forEach((answer, index) => {
    const statement = group[index] as Pending;
    if (answer.ok) statement.resolve(answer.result);
    else statement.reject(answer.error);
  });
}

/** Sends the connection's queue, group after group, until it is empty. */
export async function drain(lane: Lane, groupMax: number): Promise<void> {
  try {
    await lane.ready;
  } catch (error) {
    for (const statement of lane.queue.splice(0)) statement.reject(error);
    lane.draining = false;
    return;
  }
  while (lane.queue.length > 0) {
    const next = take(lane.queue, groupMax);
    if (next.length > 1) await runGroup(lane, next);
    // Alone, a statement waits for its commit before the next goes, so that those arriving meanwhile form a
    // group; with groupMax 1 there are no groups to form, and the statements follow each other unwaited.
    else if (groupMax > 1) await runAlone(lane, next[0] as Pending);
    else void runAlone(lane, next[0] as Pending);
  }
  lane.draining = false;
}
