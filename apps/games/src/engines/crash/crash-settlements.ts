import type { EngineDeps } from '../engine.js';

const SETTLE_CONCURRENCY = 8;

/**
 * The wallet calls that settle a round's bets, run in the background a few at a time (a crash with hundreds of bets
 * would otherwise open hundreds of wallet calls at once); a failure is logged and left to recovery. The room waits
 * for all of them before it stops.
 */
export function createSettlements(log: EngineDeps['log']) {
  const running = new Set<Promise<unknown>>();
  const waiting: Array<() => Promise<unknown>> = [];
  const settling = new Set<string>();
  let active = 0;

  function run(roundId: string, job: () => Promise<unknown>) {
    active += 1;
    const done = job()
      .catch((error: unknown) => log.warn({ err: error, roundId }, 'crash bet settlement failed; recovery finishes it'))
      .finally(() => {
        active -= 1;
        running.delete(done);
        waiting.shift()?.();
      });
    running.add(done);
    return done;
  }

  return {
    /** Queues the settlement of one bet; resolves when it has run (whether or not it succeeded). */
    settle(roundId: string, job: () => Promise<unknown>): Promise<unknown> {
      settling.add(roundId);
      return new Promise((resolve) => {
        const start = () =>
          run(roundId, job)
            .then(resolve)
            .finally(() => settling.delete(roundId));
        if (active < SETTLE_CONCURRENCY) void start();
        else waiting.push(start);
      });
    },

    /** Whether this bet's payment is queued or running here (a sweep of its round leaves it alone). */
    isSettling: (roundId: string) => settling.has(roundId),

    /** Other work the room must wait for before it stops. */
    track(work: Promise<unknown>) {
      const done = work
        .catch((error: unknown) => log.warn({ err: error }, 'crash auto cash-out failed; recovery finishes it'))
        .finally(() => running.delete(done));
      running.add(done);
    },

    async drain() {
      while (running.size || waiting.length) await Promise.all([...running]);
    },
  };
}
