import type { JobState, JobStatus } from '@app/contract';
import type PgBoss from 'pg-boss';
import { BOSS_SCHEMA } from './boss-db.js';

/** A job's last started pass, as pg-boss keeps it (in its job table, or archived when nothing ran for a while). */
interface LastPass {
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retry_count: number;
  started_on: Date;
  completed_on: Date | null;
  start_after: Date;
  output: { message?: string; at?: string; value?: { message?: string } } | null;
}

const lastPassColumns = 'name, state, retry_count, started_on, completed_on, start_after, output';
const lastPassOf = (table: string) => `
  SELECT DISTINCT ON (name) ${lastPassColumns}
  FROM ${BOSS_SCHEMA}.${table}
  WHERE name = ANY($1::text[]) AND started_on IS NOT NULL
  ORDER BY name, started_on DESC`;

/** The earliest waiting pass per job: one offered or asked for (created), or a retry (at its delay). */
const WAITING_SQL = `
  SELECT name, min(start_after) AS due
  FROM ${BOSS_SCHEMA}.job
  WHERE name = ANY($1::text[]) AND state < 'active'
  GROUP BY name`;

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** The length of its slots (a scheduled pass is due at each slot's start). */
  slotSeconds: number;
}

const STATES: Record<LastPass['state'], JobState> = {
  created: 'never',
  active: 'active',
  retry: 'retrying',
  completed: 'completed',
  // An operator does not cancel these jobs; a cancelled one reads as failed, not as never run.
  cancelled: 'failed',
  failed: 'failed',
};

const iso = (at: Date | string | null | undefined) => (at ? new Date(at).toISOString() : null);

function statusOf(job: ScheduledJob, last: LastPass | undefined, waitingDue: Date | undefined, now: number): JobStatus {
  const state = last ? STATES[last.state] : 'never';
  const failed = state === 'retrying' || state === 'failed';
  const slotMs = job.slotSeconds * 1000;
  const nextSlot = job.intervalMs > 0 ? new Date((Math.floor(now / slotMs) + 1) * slotMs) : null;
  return {
    name: job.name,
    intervalMs: job.intervalMs,
    state,
    lastStartedAt: iso(last?.started_on),
    // A retrying pass has no completion time in pg-boss; its failure recorded when it ended.
    lastFinishedAt: state === 'active' ? null : iso(last?.completed_on ?? last?.output?.at),
    error: failed ? (last?.output?.message ?? last?.output?.value?.message ?? null) : null,
    retryCount: last?.retry_count ?? 0,
    nextDueAt: iso(waitingDue ?? nextSlot),
  };
}

/** Each job's last result and next due time, read from pg-boss's tables (the same in every process). */
export async function jobStatuses(db: PgBoss.Db, jobs: readonly ScheduledJob[], now: number): Promise<JobStatus[]> {
  const names = jobs.map((job) => job.name);
  const last = new Map<string, LastPass>();
  for (const row of (await db.executeSql(lastPassOf('job'), [names])).rows as LastPass[]) last.set(row.name, row);
  const archived = names.filter((name) => !last.has(name));
  if (archived.length) {
    for (const row of (await db.executeSql(lastPassOf('archive'), [archived])).rows as LastPass[]) last.set(row.name, row);
  }
  const waiting = new Map<string, Date>();
  for (const row of (await db.executeSql(WAITING_SQL, [names])).rows as { name: string; due: Date }[]) waiting.set(row.name, row.due);
  return jobs.map((job) => statusOf(job, last.get(job.name), waiting.get(job.name), now));
}
