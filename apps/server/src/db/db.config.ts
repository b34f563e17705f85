import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { DEFAULT_PIPELINE_GROUP_MAX, DEFAULT_PIPELINE_LANES, DEFAULT_POOL_MAX } from './pool-size.js';

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
});

export function databaseConfig(e: z.output<typeof databaseEnv.schema>) {
  return {
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePipelineLanes: e.DATABASE_PIPELINE_LANES,
    databasePipelineGroupMax: e.DATABASE_PIPELINE_GROUP_MAX,
  };
}
