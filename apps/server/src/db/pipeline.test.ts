import { Socket } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withAdmin } from '../test/test-app.js';
import { createPipeline, type Pipeline } from './pipeline.js';

const url = process.env.TEST_DATABASE_URL;

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withAdmin(url as string, work);

describe.skipIf(!url)('the pipelined connections on PostgreSQL', () => {
  const table = `pipeline_test_${process.pid}`;
  const opened: Pipeline[] = [];
  const open = (lanes: number, onError?: (error: Error) => void) => {
    const pipeline = createPipeline({ connectionString: url as string, lanes, onError });
    opened.push(pipeline);
    return pipeline;
  };
  const pidOf = async (pipeline: Pipeline) => Number((await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' })).rows[0]?.pid);

  beforeAll(() => admin((c) => c.query(`create table ${table} (id int primary key)`)));
  afterAll(async () => {
    await Promise.all(opened.map((pipeline) => pipeline.end()));
    await admin((c) => c.query(`drop table if exists ${table}`));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers each of many concurrent statements with its own result, over the lanes it has', async () => {
    const pipeline = open(2);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pipeline.query<[number, number]>({ name: 'pipeline_double', text: 'select $1::int * 2, pg_backend_pid()', values: [i], rowMode: 'array' } as pg.QueryConfig)),
    );
    expect(answers.map((answer) => answer.rows[0]?.[0])).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    expect(new Set(answers.map((answer) => answer.rows[0]?.[1])).size).toBe(2);
  });

  it('sends the statements given to a connection in one turn of the event loop in one write', async () => {
    const pipeline = open(1);
    await pidOf(pipeline);
    // The stream methods a socket's writes go through: _writev for several chunks at once, _write for one.
    const socket = Socket.prototype as unknown as Record<'_writev' | '_write', (...args: unknown[]) => void>;
    const writes = vi.spyOn(socket, '_writev');
    const write = vi.spyOn(socket, '_write');
    await Promise.all(Array.from({ length: 20 }, (_, i) => pipeline.query({ name: 'pipeline_one_write', text: 'select $1::int', values: [i] })));
    // Without the pipeline's cork, the driver writes each statement by itself: 20 writes.
    expect(writes.mock.calls.length + write.mock.calls.length).toBe(1);
  });

  it('runs each statement as its own transaction: a refused one leaves the ones around it applied', async () => {
    const pipeline = open(1);
    const insert = (id: number) => pipeline.query({ name: 'pipeline_insert', text: `insert into ${table} (id) values ($1)`, values: [id] });
    await insert(1);
    // The three leave in one write on one connection; the middle one repeats id 1.
    const results = await Promise.allSettled([insert(2), insert(1), insert(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    const ids = await admin(async (c) => (await c.query<{ id: number }>(`select id from ${table} order by id`)).rows.map((row) => row.id));
    expect(ids).toEqual([1, 2, 3]);
    // The named statement outlived the error, on the same connection.
    await insert(4);
  });

  it('fails the statements of a connection that dies and carries on over a new one', async () => {
    const errors: Error[] = [];
    const pipeline = open(1, (error) => errors.push(error));
    const pid = await pidOf(pipeline);
    // Settled at once into what the caller saw, so the failures are not left unhandled while the test waits.
    const outcome = (statement: Promise<unknown>) => statement.then(() => 'answered', (error: Error) => error);
    const sleeping = outcome(pipeline.query({ text: 'select pg_sleep(5)' }));
    const behind = outcome(pipeline.query({ text: 'select 1' }));
    await expect.poll(() => admin(async (c) => (await c.query(`select count(*)::int as n from pg_stat_activity where pid = $1 and query like '%pg_sleep%'`, [pid])).rows[0].n)).toBe(1);
    await admin((c) => c.query('select pg_terminate_backend($1)', [pid]));
    expect(await sleeping).toBeInstanceOf(Error);
    expect(await behind).toBeInstanceOf(Error);
    const next = await pidOf(pipeline);
    expect(next).not.toBe(pid);
    expect(next).toBeGreaterThan(0);
  });

  it('lets the statements already given finish when it closes, and refuses new ones', async () => {
    const pipeline = open(1);
    const slow = pipeline.query<{ done: number }>({ text: 'select 1 as done from pg_sleep(0.2)' });
    await pipeline.end();
    expect((await slow).rows).toEqual([{ done: 1 }]);
    await expect(pipeline.query({ text: 'select 1' })).rejects.toThrow(/closed/);
  });
});
