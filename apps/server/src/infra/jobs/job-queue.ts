import type { JobStatus } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.js';
import { createJobRunner, type JobRunner, type JobSpec } from './job-runner.js';
import { ensureQueues, openBoss } from './job-schema.js';
import { jobStatuses, type ScheduledJob } from './job-status.js';
import { byContractOrder, keepFinishedSecondsOf, sendOptionsOf, slotSecondsOf } from './job-timing.js';
import type { JobsConfig } from './jobs.config.js';

export type { JobSpec } from './job-runner.js';

/** What a module keeps of its job: the pass itself (tests and the CLI call it directly) and the stop. */
export interface PeriodicJob {
  pass: () => Promise<void>;
  /** No more passes from this process; waits for one under way. */
  stop: () => Promise<void>;
}

/** What a module's `*.jobs.ts` is given: it adds its job while the app registers. */
export interface JobScheduler {
  add(spec: JobSpec): PeriodicJob;
}

export interface JobQueue extends JobScheduler {
  /** Opens the queue and starts offering and taking the scheduled jobs (the app's onReady). */
  start(): Promise<void>;
  /** Stops every job (waiting for passes under way), then the queue (the app's onClose). */
  close(): Promise<void>;
  /** Each job's last result and next due time. */
  statuses(): Promise<JobStatus[]>;
  /** The job's interval here; undefined for a name no module added. */
  intervalOf(name: string): number | undefined;
  /** Queues a pass now (an operator's run); false when one is queued already (it runs soon either way). */
  enqueue(name: string): Promise<boolean>;
  /**
   * One turn of the job here and now, after the one under way (tests; scheduled turns do the same on their own):
   * with `offer`, the due slot is offered first; then what is waiting in the queue is taken and run.
   */
  work(name: string, options?: { offer?: boolean }): Promise<void>;
}

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  config: JobsConfig;
}

/**
 * The server's background jobs on pg-boss (docs/decisions/background-jobs.md): a module adds its job with its interval;
 * every process offers each due slot and takes from the queue, so each due pass runs once across processes, a failed
 * one is retried with backoff, and the last result of each job is in the database for the operator's list.
 */
export function createJobQueue({ database, log, config }: JobQueueOptions): JobQueue {
  const specs = new Map<string, JobSpec>();
  const runners = new Map<string, JobRunner>();
  const stopped = new Set<string>();
  let boss: PgBoss | undefined;
  let keep = keepFinishedSecondsOf([]);

  const scheduled = (): ScheduledJob[] =>
    [...specs.values()]
      .sort(byContractOrder)
      .map((spec) => ({ name: spec.name, intervalMs: spec.intervalMs, slotSeconds: slotSecondsOf(spec, keep) }));
  const opened = () => {
    if (!boss) throw new Error('the jobs queue is not started');
    return boss;
  };
  const specOf = (name: string) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`no job ${name}`);
    return spec;
  };

  return {
    add(spec) {
      if (boss) throw new Error(`job ${spec.name} added after the queue started`);
      if (specs.has(spec.name)) throw new Error(`job ${spec.name} added twice`);
      specs.set(spec.name, spec);
      return {
        pass: async () => void (await spec.pass()),
        stop: async () => {
          stopped.add(spec.name);
          await runners.get(spec.name)?.stop();
        },
      };
    },

    async start() {
      const all = [...specs.values()];
      keep = keepFinishedSecondsOf(all);
      const instance = await openBoss(database, log, { keepFinishedSeconds: keep, supervise: all.some((spec) => spec.intervalMs > 0) });
      boss = instance;
      await ensureQueues(instance, [...specs.keys()]);
      for (const spec of all) {
        const options = { boss: instance, log, sendOptions: sendOptionsOf(spec, config, keep), slotSeconds: slotSecondsOf(spec, keep) };
        const runner = createJobRunner(spec, options);
        runners.set(spec.name, runner);
        if (spec.intervalMs > 0 && !stopped.has(spec.name)) runner.schedule(Math.min(spec.intervalMs, config.pollMs));
      }
    },

    async close() {
      await Promise.all([...runners.values()].map((runner) => runner.stop()));
      await boss?.stop({ graceful: false, wait: true });
    },

    statuses: () => jobStatuses(opened().getDb(), scheduled(), Date.now()),

    intervalOf: (name) => specs.get(name)?.intervalMs,

    async enqueue(name) {
      return (await opened().send(name, {}, sendOptionsOf(specOf(name), config, keep))) !== null;
    },

    work: (name, options) => {
      specOf(name);
      const runner = runners.get(name);
      if (!runner) throw new Error('the jobs queue is not started');
      return runner.turn({ offer: options?.offer ?? false });
    },
  };
}
