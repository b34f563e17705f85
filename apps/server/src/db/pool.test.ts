import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client.js';
import { keepsConnection } from './pool.js';
import { preparedCall } from './prepared-call.js';
import { rowsOf } from './rows.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the server pool on PostgreSQL', () => {
  let database: Database;
  const poolErrors: Error[] = [];
  beforeAll(async () => {
    // One connection, so "the same connection" is the same backend process; no pipeline, so prepared calls use the pool too.
    database = await createDatabase({ url: url as string, poolMax: 1, pipelineLanes: 0, onPoolError: (error) => poolErrors.push(error) });
  });
  afterAll(() => database.close());

  const backendPid = async () => Number(rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid);

  it('keeps the connection after a statement error, prepared statements included', async () => {
    const pid = await backendPid();
    const divide = preparedCall(database.db, 'pool_test_divide', 'select 10 / $1::int');
    expect(await divide([2])).toEqual([[5]]);
    // Drizzle wraps the driver's error; the cause is PostgreSQL's.
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({ cause: { code: '22012' } });
    await expect(divide([0])).rejects.toThrow(/division by zero/);
    expect(await backendPid()).toBe(pid);
    // The named statement is still prepared on that connection, and answers.
    expect(await divide([5])).toEqual([[2]]);
  });

  it('replaces a connection that died during its query', async () => {
    const pid = await backendPid();
    await expect(database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`)).rejects.toMatchObject({
      cause: { code: '57P01' },
    });
    const next = await backendPid();
    expect(next).not.toBe(pid);
    expect(next).toBeGreaterThan(0);
  });

  it('replaces an idle connection killed from outside', async () => {
    const pid = await backendPid();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    // The pool hears of it on the idle client (onPoolError); the next query gets a new connection.
    await expect.poll(() => poolErrors.length).toBeGreaterThan(0);
    const next = await backendPid();
    expect(next).not.toBe(pid);
  });
});

describe('keepsConnection', () => {
  it('keeps statement errors and drops fatal and socket errors', () => {
    const fromServer = (severity: string) => Object.assign(new pg.DatabaseError('refused', 10, 'error'), { severity, code: 'LG001' });
    expect(keepsConnection(fromServer('ERROR'))).toBe(true);
    expect(keepsConnection(fromServer('FATAL'))).toBe(false);
    expect(keepsConnection(fromServer('PANIC'))).toBe(false);
    expect(keepsConnection(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});
