import type { ChatOperatorEvent, ChatServerEvent } from '@app/contract';
import type { Redis } from 'ioredis';

export interface ChatSocketLike {
  send(data: string): void;
}

export interface ChatHub {
  /** Registers an open socket of a member; the returned function unregisters it. */
  add(merchantId: number, memberId: number, socket: ChatSocketLike): () => void;
  /** Delivers an event to every open socket of the member, in whichever server process it is. */
  publish(merchantId: number, memberId: number, event: ChatServerEvent): void;
  /** Registers an open operator console socket of the merchant; the returned function unregisters it. */
  addOperator(merchantId: number, socket: ChatSocketLike): () => void;
  /** Delivers an event to every open operator console of the merchant, in whichever server process it is. */
  publishOperators(merchantId: number, event: ChatOperatorEvent): void;
  close(): Promise<void>;
}

interface Envelope {
  key: string;
  data: string;
}

/**
 * Open chat sockets: the players' by member, the operators' consoles by merchant (key `op:<merchant>`). An
 * operator reply (or the member's own message, echoed to the member's other tabs) reaches them through the hub.
 * Without Redis there is one server process and delivery is in memory. With
 * Redis, every event goes through one pub/sub channel that each process
 * subscribes to, so a reply handled by one process reaches a socket held by
 * another. Messages are stored before they are published: a socket that
 * misses an event (a Redis hiccup) gets it with the history when it reconnects.
 */
export async function createChatHub(options: { redis?: Redis; channel?: string; onError?: (err: unknown) => void } = {}): Promise<ChatHub> {
  const sockets = new Map<string, Set<ChatSocketLike>>();
  const keyOf = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
  const operatorsKey = (merchantId: number) => `op:${merchantId}`;
  const deliver = (key: string, data: string) => {
    for (const socket of sockets.get(key) ?? []) socket.send(data);
  };
  const addKey = (key: string, socket: ChatSocketLike) => {
    const set = sockets.get(key) ?? new Set();
    set.add(socket);
    sockets.set(key, set);
    return () => {
      set.delete(socket);
      if (set.size === 0) sockets.delete(key);
    };
  };
  const add = (merchantId: number, memberId: number, socket: ChatSocketLike) => addKey(keyOf(merchantId, memberId), socket);
  const addOperator = (merchantId: number, socket: ChatSocketLike) => addKey(operatorsKey(merchantId), socket);

  const { redis } = options;
  if (!redis) {
    return {
      add,
      addOperator,
      publish: (merchantId, memberId, event) => deliver(keyOf(merchantId, memberId), JSON.stringify(event)),
      publishOperators: (merchantId, event) => deliver(operatorsKey(merchantId), JSON.stringify(event)),
      close: async () => undefined,
    };
  }

  const channel = options.channel ?? 'chat-events';
  const onError = options.onError ?? (() => undefined);
  // A connection in subscriber mode can run no other command: the hub keeps its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    try {
      const { key, data } = JSON.parse(raw) as Envelope;
      deliver(key, data);
    } catch (err) {
      onError(err);
    }
  });
  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(channel);
  const send = (key: string, data: string) => {
    redis.publish(channel, JSON.stringify({ key, data } satisfies Envelope)).catch((err: unknown) => {
      // Redis is down: this process's sockets still get the event; others get it from the history on reconnect.
      onError(err);
      deliver(key, data);
    });
  };
  return {
    add,
    addOperator,
    publish: (merchantId, memberId, event) => send(keyOf(merchantId, memberId), JSON.stringify(event)),
    publishOperators: (merchantId, event) => send(operatorsKey(merchantId), JSON.stringify(event)),
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** Members whose sends are remembered before the idle ones are forgotten. */
const PRUNE_AT = 10_000;

/** At most `max` messages per member in any `windowMs` (in process; per node when scaled out). */
export function createMessageLimiter(max: number, windowMs: number, clock: () => number) {
  const sent = new Map<string, number[]>();
  return (key: string): boolean => {
    const now = clock();
    if (sent.size >= PRUNE_AT) {
      for (const [k, times] of sent) if (times.every((t) => now - t >= windowMs)) sent.delete(k);
    }
    const recent = (sent.get(key) ?? []).filter((t) => now - t < windowMs);
    if (recent.length >= max) {
      sent.set(key, recent);
      return false;
    }
    recent.push(now);
    sent.set(key, recent);
    return true;
  };
}
