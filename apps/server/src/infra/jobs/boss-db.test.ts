import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteBossDb } from './boss-db.js';

/** pg-boss over the application's one PGlite session must never leave that session in an aborted transaction. */
describe('pg-boss on PGlite', () => {
  let client: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('CREATE TABLE t (x int)');
  });
  afterAll(() => client.close());

  it('rolls a failed script back and leaves the session usable', async () => {
    const db = pgliteBossDb(client);
    await expect(db.executeSql('BEGIN; INSERT INTO t VALUES (1); SELECT 1/0; COMMIT;', [])).rejects.toThrow('division by zero');
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
  });

  it('commits a script that succeeds, and answers statements with values and single statements with their rows', async () => {
    const db = pgliteBossDb(client);
    await db.executeSql('BEGIN; INSERT INTO t VALUES (2); SELECT pg_advisory_xact_lock(42); COMMIT;', []);
    expect((await db.executeSql('SELECT x FROM t WHERE x = $1', [2])).rows).toEqual([{ x: 2 }]);
    expect((await db.executeSql('SELECT count(*)::int AS n FROM t', [])).rows).toEqual([{ n: 1 }]);
  });
});
