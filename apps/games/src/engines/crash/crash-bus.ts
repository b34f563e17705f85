import type { Redis } from 'ioredis';
import type { CrashEvent } from './crash-events.js';

type Deliver = (gameCode: string, event: CrashEvent) => void;

interface Envelope {
  from: string;
  gameCode: string;
  event: CrashEvent;
}

/**
 * Carries the rooms' events to every game-server process: the leader's phase changes and automatic cash-outs, and the
 * bets and cash-outs any process takes. An event is delivered in this process at once (its sockets, its picture of the
 * room) and, with Redis, published on one channel every process subscribes to; a process skips its own echo. Without
 * Redis there is one process and delivery is in memory. An event lost on the way (Redis restarting) is not money: the
 * database holds every bet and fate, each process's picture is checked against it every second, and a page gets a
 * fresh snapshot when it reconnects.
 */
export function createCrashBus(options: {
  deliver: Deliver;
  holder: string;
  redis?: Redis;
  channel?: string;
  onError: (err: unknown) => void;
}) {
  const { deliver, holder, redis, onError } = options;
  const channel = options.channel ?? 'games:crash-events';
  let subscriber: Redis | undefined;
  let starting: Promise<void> | undefined;

  async function subscribe(client: Redis) {
    // A connection in subscriber mode can run no other command: the bus keeps its own.
    const connection = client.duplicate();
    subscriber = connection;
    connection.on('error', onError);
    connection.on('message', (from: string, raw: string) => {
      if (from !== channel) return;
      try {
        const envelope = JSON.parse(raw) as Envelope;
        if (envelope.from !== holder) deliver(envelope.gameCode, envelope.event);
      } catch (err) {
        onError(err);
      }
    });
    if (connection.status === 'wait') await connection.connect();
    await connection.subscribe(channel);
  }

  return {
    /** Subscribes (once) before the rooms open, so no event of theirs is missed. */
    start(): Promise<void> {
      if (!redis) return Promise.resolve();
      starting ??= subscribe(redis);
      return starting;
    },
    publish(gameCode: string, event: CrashEvent) {
      deliver(gameCode, event);
      redis?.publish(channel, JSON.stringify({ from: holder, gameCode, event } satisfies Envelope)).catch(onError);
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
    },
  };
}
export type CrashBus = ReturnType<typeof createCrashBus>;
