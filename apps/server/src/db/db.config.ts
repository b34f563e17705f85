import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../config-error.js';
import { DEFAULT_PIPELINE_GROUP_MAX, DEFAULT_PIPELINE_LANES, DEFAULT_POOL_MAX } from './pool-size.js';
import { DEFAULT_REPLICA_MAX_LAG_MS } from './replica-lag.js';

export const databaseEnv = envSection('Database', import.meta.url, {
  DATABASE_URL: envVariable(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    {
      text: 'PostgreSQL connection string; when set, the embedded PGlite database in `DATA_DIR` is not used.',
      allowed: 'a `postgres://` or `postgresql://` URL',
      unset: 'PGlite in `DATA_DIR/pglite`',
    },
  ),
  DATABASE_POOL_MAX: envVariable(z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX), {
    text:
      'PostgreSQL connections per server process, few on purpose: past a few per database core they only take turns ' +
      '([wallet-performance](decisions/wallet-performance.md#a-pool-of-8-database-connections-per-server-process)).',
  }),
  DATABASE_PIPELINE_LANES: envVariable(z.coerce.number().int().min(0).max(64).default(DEFAULT_PIPELINE_LANES), {
    text:
      "Further PostgreSQL connections, in pipeline mode, for the game providers' bets and wins, which commit in groups " +
      '([wallet-performance](decisions/wallet-performance.md#pipelined-wallet-statements)); `0` sends them over the pool.',
  }),
  DATABASE_PIPELINE_GROUP_MAX: envVariable(z.coerce.number().int().min(1).max(1_000).default(DEFAULT_PIPELINE_GROUP_MAX), {
    text: 'At most this many of those bets and wins commit in one transaction; `1` commits each alone.',
  }),
  DATABASE_REPLICA_URL: envVariable(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    {
      text:
        'A streaming replica of `DATABASE_URL`, read by the lists that may be a few seconds old (lobby catalogue, reports, ' +
        'back-office lists), never by money, logins or limits; when it is down or behind, they read the primary ' +
        '([read-replicas](decisions/read-replicas.md)). Needs `DATABASE_URL`.',
      allowed: 'a `postgres://` or `postgresql://` URL',
      unset: 'every read goes to `DATABASE_URL`',
    },
  ),
  DATABASE_REPLICA_MAX_LAG_MS: envVariable(z.coerce.number().int().min(100).max(600_000).default(DEFAULT_REPLICA_MAX_LAG_MS), {
    text: 'The replica is read only while it holds everything the primary had written this long ago; further behind, the primary.',
  }),
});

export function databaseConfig(e: z.output<typeof databaseEnv.schema>) {
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw refusal(['DATABASE_REPLICA_URL needs DATABASE_URL: the embedded PGlite database has no replicas']);
  return {
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePipelineLanes: e.DATABASE_PIPELINE_LANES,
    databasePipelineGroupMax: e.DATABASE_PIPELINE_GROUP_MAX,
    databaseReplica: e.DATABASE_REPLICA_URL ? { url: e.DATABASE_REPLICA_URL, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS } : undefined,
  };
}
