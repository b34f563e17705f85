import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { jobErrorMessage } from './job-error.js';

/** One of a module's jobs: its queue name, how often a pass is due, and the pass. */
export interface JobSpec {
  name: string;
  /** 0: never offered by this process (tests call the pass; an operator's run is refused). */
  intervalMs: number;
  pass: () => Promise<unknown>;
}

/** Passes of one job taken from the queue in one turn: the due one and, behind it, a retry or an operator's run. */
const PASSES_PER_TURN = 3;

export interface JobRunner {
  /** A turn every `periodMs`: offer the due slot, then take and run what is due. */
  schedule(periodMs: number): void;
  /** One turn now, after the one under way; `offer: false` only takes what is queued. */
  turn(options: { offer: boolean }): Promise<void>;
  /** No more turns; waits for the one under way (its pass included). */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** What every send of this job carries: the singleton key, retries, expiry. */
  sendOptions: PgBoss.SendOptions;
  /** The slot a scheduled offer claims, in seconds: one job per slot, whichever process offers first. */
  slotSeconds: number;
}

/**
 * A job's turns in this process. Every process offers each due slot (a send with the job's singleton key and the
 * slot's length: pg-boss keeps one job per slot) and takes from the queue (pg-boss hands each job to one taker). A pass
 * that throws fails its job, which pg-boss retries after a growing delay; a pass that returns completes it. Turns of one
 * job never overlap in a process, and the queue's `stately` policy keeps them from overlapping across processes.
 */
export function createJobRunner(spec: JobSpec, { boss, log, sendOptions, slotSeconds }: RunnerOptions): JobRunner {
  const { name } = spec;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  // The turn under way; the next one starts after it.
  let current: Promise<void> = Promise.resolve();
  let pending = 0;

  const runOne = async (): Promise<boolean> => {
    const [job] = await boss.fetch<object>(name);
    if (!job) return false;
    const started = Date.now();
    try {
      await spec.pass();
    } catch (error) {
      const message = jobErrorMessage(error);
      log.error({ job: name, error: message }, 'job pass failed');
      await boss.fail(name, job.id, { message, at: new Date().toISOString() });
      return true;
    }
    await boss.complete(name, job.id, { ms: Date.now() - started });
    return true;
  };

  const oneTurn = async (offer: boolean) => {
    if (stopped) return;
    try {
      if (offer) await boss.send(name, {}, { ...sendOptions, singletonSeconds: slotSeconds });
      for (let taken = 0; taken < PASSES_PER_TURN && !stopped && (await runOne()); taken += 1);
    } catch (error) {
      // The queue itself failed (the database is unreachable): the next turn tries again.
      log.error({ job: name, error: jobErrorMessage(error) }, 'job queue turn failed');
    }
  };

  const turn = ({ offer }: { offer: boolean }) => {
    pending += 1;
    current = current.then(() => oneTurn(offer)).finally(() => (pending -= 1));
    return current;
  };

  return {
    schedule(periodMs) {
      timer = setInterval(() => {
        // A slow pass is not queued behind itself: the slot it missed is offered at the next tick.
        if (pending === 0 && !stopped) void turn({ offer: true });
      }, periodMs);
      timer.unref();
    },
    turn,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
