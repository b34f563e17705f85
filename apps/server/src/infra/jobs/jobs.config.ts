import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const jobsEnv = envSection('Background jobs', import.meta.url, {
  JOBS_POLL_MS: envVariable(z.coerce.number().int().min(500).default(5_000), {
    text:
      'How often each server process offers the jobs that are due and takes a due pass, a retry or a pass an operator ' +
      'asked for from the queue (pg-boss, in the same database); a job due more often than this is looked at as often ' +
      'as it is due. Every due pass runs once across all processes.',
  }),
  JOBS_RETRY_LIMIT: envVariable(z.coerce.number().int().min(0).max(20).default(3), {
    text: 'How many times a failed pass of a job is tried again before it is left failed (the next due pass still runs).',
  }),
  JOBS_RETRY_DELAY_SECONDS: envVariable(z.coerce.number().int().min(1).max(3_600).default(10), {
    text:
      'The wait before the first retry of a failed pass; each further retry waits about twice as long as the one ' +
      'before (with some randomness, so processes do not retry in step).',
  }),
});

export function jobsConfig(e: z.output<typeof jobsEnv.schema>) {
  return { jobs: { pollMs: e.JOBS_POLL_MS, retryLimit: e.JOBS_RETRY_LIMIT, retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS } };
}

export type JobsConfig = ReturnType<typeof jobsConfig>['jobs'];
