import { z } from 'zod';
import { text } from '../safe-text.js';

/*
 * The server's background jobs (issue 32 item 2): each runs once per due slot across every server process, on a
 * PostgreSQL queue (pg-boss), with retries; the back office lists each job's last result and may run one now.
 */

/** Every job of the server, in the order the back office lists them; also their queue names. */
export const JOB_NAMES = [
  'agent-settlement',
  'promotion-sweep',
  'pix-reconcile',
  'regulator-files',
  'barred-persons',
  'privacy',
  'reports-fold',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/**
 * Where a job's last pass stands. never: no pass yet; active: a process runs it; retrying: the last attempt failed and
 * another follows (at `nextDueAt`); completed; failed: every attempt failed (the next due pass still runs). A pass
 * waiting for a process shows as a `nextDueAt` that has come.
 */
export const JOB_STATES = ['never', 'active', 'retrying', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** GET /wps/operator/jobs: one row per job. */
export const jobStatusSchema = z.object({
  name: text(),
  /** How often a pass is due (its *_INTERVAL_MS setting); 0: not scheduled (the job is off). */
  intervalMs: z.number().int(),
  state: z.enum(JOB_STATES),
  lastStartedAt: text().nullable(),
  /** When the last attempt ended, completed or failed. */
  lastFinishedAt: text().nullable(),
  /** The last failure's message (never row data), while the job is retrying or failed. */
  error: text().nullable(),
  /** Attempts after the first one of the last pass. */
  retryCount: z.number().int(),
  /** When the next pass (a retry, one an operator asked for, or the next slot's) is due; null when the job is off. */
  nextDueAt: text().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobsQuerySchema = z.object({}).strict();

export const jobParamsSchema = z.object({ name: z.enum(JOB_NAMES) }).strict();

/** POST /wps/operator/jobs/:name/run takes no fields; it queues a pass that a server process runs within seconds. */
export const jobRunBodySchema = z.object({}).strict();
