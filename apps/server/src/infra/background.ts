import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the reply (forgot-password mail): the caller's answer and
 * timing never depend on it. `idle()` waits for what is running (shutdown,
 * tests); a failure is logged by kind, never with the task's secrets.
 */
export interface BackgroundTasks {
  run(log: FastifyBaseLogger, name: string, task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(log, name, task) {
      const promise = task()
        .catch((error: unknown) => log.error({ task: name, error: (error as Error).message }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size) await Promise.all(running);
    },
  };
}
