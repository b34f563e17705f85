import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases } from '../test/test-app.js';
import type { Database } from './client.js';
import { preparedCall } from './prepared-call.js';

describe.each(testDatabases())('preparedCall on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('answers rows as arrays in column order, again and again with new values', async () => {
    const call = preparedCall(database.db, 'prepared_call_test', 'select $1::int + 1 as next, $2::text as word, null::bigint as nothing');
    expect(await call([1, 'um'])).toEqual([[2, 'um', null]]);
    expect(await call([41, 'dois'])).toEqual([[42, 'dois', null]]);
  });

  it('passes a statement error to the caller', async () => {
    const call = preparedCall(database.db, 'prepared_call_fails', 'select 1 / $1::int');
    await expect(call([0])).rejects.toThrow(/division by zero/);
  });
});
