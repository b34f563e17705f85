import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

interface Broadcast {
  type: string;
  crashCents?: number;
}
type FromWorker =
  { kind: 'ready'; count: number } | { kind: 'event'; event: Broadcast } | { kind: 'delays'; delays: number[]; open: number };

/**
 * Simulated players of a crash room, spread over worker threads: one
 * WebSocket each, saying hello with its own game session, then recording
 * how long every broadcast took from the server's stamp (`at`) to its arrival.
 */
export async function connectCrashPlayers(wsUrl: string, sessions: string[], threads = 2) {
  const listeners = new Set<(message: Broadcast) => void>();
  const share = Math.ceil(sessions.length / threads);
  const workers = Array.from({ length: threads }, (_, i) => {
    const worker = new Worker(new URL('./crash-socket-worker.mjs', import.meta.url), {
      workerData: { wsUrl, sessions: sessions.slice(i * share, (i + 1) * share), reportEvents: i === 0 },
    });
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'event') for (const listener of listeners) listener(message.event);
    });
    return worker;
  });
  let count = 0;
  await Promise.all(
    workers.map(async (worker) => {
      for (;;) {
        const [message] = (await once(worker, 'message')) as [FromWorker];
        if (message.kind === 'ready') return void (count += message.count);
      }
    }),
  );

  return {
    count: () => count,
    record: (on: boolean) => workers.forEach((w) => w.postMessage({ kind: 'record', on })),
    /** The next broadcast of a type, as the first player saw it. */
    next: (type: string, timeoutMs: number) =>
      new Promise<Broadcast>((done, fail) => {
        const timer = setTimeout(() => (listeners.delete(listener), fail(new Error(`no ${type} within ${timeoutMs} ms`))), timeoutMs);
        const listener = (message: Broadcast) => {
          if (message.type !== type) return;
          clearTimeout(timer);
          listeners.delete(listener);
          done(message);
        };
        listeners.add(listener);
      }),
    /** Closes every socket; answers every delay recorded. */
    async finish(): Promise<number[]> {
      const all = await Promise.all(
        workers.map(async (worker) => {
          worker.postMessage({ kind: 'finish' });
          for (;;) {
            const [message] = (await once(worker, 'message')) as [FromWorker];
            if (message.kind === 'delays') return message.delays;
          }
        }),
      );
      await Promise.all(workers.map((w) => w.terminate()));
      return all.flat();
    },
  };
}
