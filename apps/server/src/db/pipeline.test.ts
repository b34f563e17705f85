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
  const pidOf = async (pipeline: Pipeline) =>
    Number((await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' })).rows[0]?.pid);

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
      Array.from({ length: 200 }, (_, i) =>
        pipeline.query<[number, number]>({
          name: 'pipeline_double',
          text: 'select $1::int * 2, pg_backend_pid()',
          values: [i],
          rowMode: 'array',
        } as pg.QueryConfig),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.[0])).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
    expect(new Set(answers.map((answer) => answer.rows[0]?.[1])).size).toBe(2);
  });

  it.each([32, 1])(
    'sends the statements given to a connection in one turn of the event loop in one write (groupMax %i)',
    async (groupMax) => {
      const pipeline = createPipeline({ connectionString: url as string, lanes: 1, groupMax });
      opened.push(pipeline);
      await pidOf(pipeline);
      // The stream methods a socket's writes go through: _writev for several chunks at once, _write for one.
      const socket = Socket.prototype as unknown as Record<'_writev' | '_write', (...args: unknown[]) => void>;
      const writes = vi.spyOn(socket, '_writev');
      const write = vi.spyOn(socket, '_write');
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => pipeline.query({ name: 'pipeline_one_write', text: 'select $1::int', values: [i] })),
      );
      // Without the pipeline's cork, the driver writes each statement by itself: 20 writes.
      expect(writes.mock.calls.length + write.mock.calls.length).toBe(1);
    },
  );

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

  it('commits the statements waiting for a connection together, and answers none before the commit', async () => {
    const pipeline = open(1);
    const insert = (id: number) =>
      pipeline.query<[string]>({
        name: 'pipeline_insert_txid',
        text: `insert into ${table} (id) values ($1) returning txid_current()::text`,
        values: [id],
        rowMode: 'array',
      } as pg.QueryConfig);
    const ids = [101, 102, 103, 104, 105];
    const inserted = ids.map((id) =>
      insert(id).then(async (answer) => {
        // Seen from another connection the moment its caller is answered: committed, not merely executed.
        const seen = await admin(async (c) => (await c.query(`select count(*)::int as n from ${table} where id = $1`, [id])).rows[0].n);
        return { txid: answer.rows[0]?.[0], seen };
      }),
    );
    // The last of the group holds its commit back: an insert answered before the commit would not be seen yet.
    const slow = pipeline.query({ text: 'select pg_sleep(0.5)' });
    const answers = await Promise.all(inserted);
    await slow;
    expect(new Set(answers.map((answer) => answer.txid)).size).toBe(1);
    expect(answers.map((answer) => answer.seen)).toEqual([1, 1, 1, 1, 1]);
  });

  it('runs a statement that fails inside a group again alone, and commits the rest of the group once', async () => {
    const pipeline = open(1);
    const insert = (id: number) =>
      pipeline.query<[string]>({
        name: 'pipeline_insert_txid',
        text: `insert into ${table} (id) values ($1) returning txid_current()::text`,
        values: [id],
        rowMode: 'array',
      } as pg.QueryConfig);
    await insert(201);
    // One group of seven; the fourth repeats id 201 and rolls the group back.
    const results = await Promise.allSettled([202, 203, 204, 201, 205, 206, 207].map(insert));
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
    const txids = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.rows[0]?.[0]] : []));
    // The six that were rolled back with it committed together afterwards, in one transaction.
    expect(new Set(txids).size).toBe(1);
    const ids = await admin(async (c) =>
      (await c.query<{ id: number }>(`select id from ${table} where id between 200 and 299 order by id`)).rows.map((row) => row.id),
    );
    expect(ids).toEqual([201, 202, 203, 204, 205, 206, 207]);
  });

  const transactionSizes = async (groupMax: number, statements: number) => {
    const pipeline = createPipeline({ connectionString: url as string, lanes: 1, groupMax });
    opened.push(pipeline);
    const answers = await Promise.all(
      Array.from({ length: statements }, () =>
        pipeline.query<[string]>({ text: 'select txid_current()::text', rowMode: 'array' } as pg.QueryConfig),
      ),
    );
    const groups = new Map<string, number>();
    for (const answer of answers) groups.set(String(answer.rows[0]?.[0]), (groups.get(String(answer.rows[0]?.[0])) ?? 0) + 1);
    return [...groups.values()];
  };

  it('keeps at most groupMax statements in one transaction', async () => {
    expect(await transactionSizes(3, 7)).toEqual([3, 3, 1]);
  });

  it('commits each statement alone with groupMax 1 (DATABASE_PIPELINE_GROUP_MAX=1)', async () => {
    expect(await transactionSizes(1, 5)).toEqual([1, 1, 1, 1, 1]);
  });

  it('fails every statement of a group whose commit fails, and applies none of them', async () => {
    const parent = `${table}_parent`;
    const child = `${table}_child`;
    await admin(async (c) => {
      await c.query(`create table ${parent} (id int primary key)`);
      await c.query(`create table ${child} (parent_id int references ${parent} (id) deferrable initially deferred)`);
    });
    try {
      const pipeline = open(1);
      // The orphan passes its statement; the deferred foreign key refuses it at COMMIT, with the group.
      const results = await Promise.allSettled([
        pipeline.query({ text: `insert into ${table} (id) values (301)` }),
        pipeline.query({ text: `insert into ${child} (parent_id) values (999)` }),
      ]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ code: '23503' });
      expect(await admin(async (c) => (await c.query(`select count(*)::int as n from ${table} where id = 301`)).rows[0].n)).toBe(0);
      // The connection goes on: a retry of the innocent statement alone is applied.
      await pipeline.query({ text: `insert into ${table} (id) values (301)` });
      expect(await admin(async (c) => (await c.query(`select count(*)::int as n from ${table} where id = 301`)).rows[0].n)).toBe(1);
    } finally {
      await admin((c) => c.query(`drop table if exists ${child}; drop table if exists ${parent}`));
    }
  });

  it('sends statements with the same key over the same connection, and spreads other keys', async () => {
    const pipeline = open(4);
    const pidFor = async (key: number) =>
      Number((await pipeline.query<{ pid: number }>({ text: 'select pg_backend_pid() as pid' }, key)).rows[0]?.pid);
    const [a, b, c, d] = await Promise.all([pidFor(7), pidFor(11), pidFor(8), pidFor(12)]);
    // 7 and 11 share a connection of the four (7 % 4 = 11 % 4), as do 8 and 12; the two pairs do not.
    expect(a).toBe(b);
    expect(c).toBe(d);
    expect(a).not.toBe(c);
  });

  it('fails the statements of a connection that dies and carries on over a new one', async () => {
    const errors: Error[] = [];
    const pipeline = open(1, (error) => errors.push(error));
    const pid = await pidOf(pipeline);
    // Settled at once into what the caller saw, so the failures are not left unhandled while the test waits.
    const outcome = (statement: Promise<unknown>) =>
      statement.then(
        () => 'answered',
        (error: Error) => error,
      );
    const sleeping = outcome(pipeline.query({ text: 'select pg_sleep(5)' }));
    const behind = outcome(pipeline.query({ text: 'select 1' }));
    await expect
      .poll(() =>
        admin(
          async (c) =>
            (await c.query(`select count(*)::int as n from pg_stat_activity where pid = $1 and query like '%pg_sleep%'`, [pid])).rows[0].n,
        ),
      )
      .toBe(1);
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
