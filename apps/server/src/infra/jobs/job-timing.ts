import { JOB_NAMES } from '@app/contract';
import type PgBoss from 'pg-boss';
import type { JobSpec } from './job-runner.js';
import type { JobsConfig } from './jobs.config.js';

/**
 * Finished jobs stay in pg-boss's job table at least this long, and always longer than a slot: the once-per-slot rule
 * reads them there (an archived slot's job no longer blocks a second one).
 */
const KEEP_FINISHED_MIN_SECONDS = 3_600;
/** A failed pass stays there a day, for the operator's list; the archive keeps everything another day. */
export const KEEP_FAILED_SECONDS = 86_400;

/** How long finished jobs stay in the job table for these jobs: twice the longest interval, an hour at least. */
export function keepFinishedSecondsOf(specs: readonly JobSpec[]): number {
  const longest = Math.max(0, ...specs.map((spec) => Math.ceil(spec.intervalMs / 1000)));
  return Math.max(KEEP_FINISHED_MIN_SECONDS, 2 * longest);
}

/** A job's slot in seconds (pg-boss's slots are whole seconds): its interval, at least a second. */
export const slotSecondsOf = (spec: JobSpec, keepFinishedSeconds: number) =>
  Math.min(keepFinishedSeconds, Math.max(1, Math.round(spec.intervalMs / 1000)));

/** A pass running longer than this (its process died under it) is failed by pg-boss's maintenance, then retried. */
const expireSecondsOf = (slotSeconds: number) => Math.min(900, Math.max(60, slotSeconds * 10));

/** What every send of a job carries: its name as the singleton key (one at a time), the retries, the expiry. */
export function sendOptionsOf(spec: JobSpec, config: JobsConfig, keepFinishedSeconds: number): PgBoss.SendOptions {
  return {
    singletonKey: spec.name,
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: expireSecondsOf(slotSecondsOf(spec, keepFinishedSeconds)),
  };
}

/** The back office lists the jobs in the contract's order (modules add theirs in registration order); others last. */
export function byContractOrder(a: JobSpec, b: JobSpec): number {
  const rank = (name: string) => {
    const at = (JOB_NAMES as readonly string[]).indexOf(name);
    return at < 0 ? JOB_NAMES.length : at;
  };
  return rank(a.name) - rank(b.name);
}
