import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('the database replica settings', () => {
  it('are off unless DATABASE_REPLICA_URL is set, with a 10 s lag bound by default', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@primary/db' }).databaseReplica).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_REPLICA_URL: 'postgres://u@replica/db' }).databaseReplica,
    ).toEqual({
      url: 'postgres://u@replica/db',
      maxLagMs: 10_000,
    });
    const strict = loadConfig({
      DATABASE_URL: 'postgres://u@primary/db',
      DATABASE_REPLICA_URL: 'postgresql://u@replica/db',
      DATABASE_REPLICA_MAX_LAG_MS: '2500',
    });
    expect(strict.databaseReplica).toEqual({ url: 'postgresql://u@replica/db', maxLagMs: 2_500 });
  });

  it('refuses a replica of the embedded PGlite database, and what is not a postgres URL or a lag bound', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://u@replica/db' })).toThrow(
      /^Invalid configuration:\n {2}DATABASE_REPLICA_URL needs DATABASE_URL: the embedded PGlite database has no replicas$/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@p/db', DATABASE_REPLICA_URL: 'mysql://u@r/db' })).toThrow(
      /DATABASE_REPLICA_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@p/db', DATABASE_REPLICA_MAX_LAG_MS: '10' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
    // Blank is unset, as for every variable.
    expect(loadConfig({ DATABASE_REPLICA_URL: '' }).databaseReplica).toBeUndefined();
  });
});
