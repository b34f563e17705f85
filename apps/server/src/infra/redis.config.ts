import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const redisEnv = envSection('Redis', import.meta.url, {
  REDIS_URL: envVariable(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    {
      text:
        'Redis for state several server processes share (rate-limit counters, used one-time nonces and proofs, the live ' +
        "chat's pub/sub), also checked by `/ready`.",
      allowed: 'a `redis://` or `rediss://` URL',
      unset: 'in-process state (one server process)',
    },
  ),
});

export const redisConfig = (e: z.output<typeof redisEnv.schema>) => ({ redisUrl: e.REDIS_URL });
