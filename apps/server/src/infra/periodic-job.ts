import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** One pass now (tests call it instead of waiting for the timer). */
  pass: () => Promise<void>;
  /** Stops the timer and waits for a pass under way. */
  stop: () => Promise<void>;
}

/**
 * A module's background work: a pass every `intervalMs` (0: none), never overlapping the previous one. A failed pass
 * is logged (its message only: no row data) and the next one runs on time; what must run once across processes
 * decides that inside the pass (a lease on a row), not here.
 */
export function startPeriodicJob(name: string, pass: () => Promise<void>, intervalMs: number, log: FastifyBaseLogger): PeriodicJob {
  let running: Promise<unknown> | undefined;
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          running ??= pass()
            .catch((error: unknown) => log.error({ err: (error as Error).message }, `${name} job failed`))
            .finally(() => (running = undefined));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    pass,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
