import type { Redis } from 'ioredis';

/**
 * How long a process may trust its copy of a merchant's settings. Without Redis nothing tells the other processes
 * of a change, so a copy is kept only briefly; with Redis every process hears of a change at once, and the longer
 * bound only covers a lost message or a change made outside any server (the CLI writing to the database).
 */
export const SETTINGS_TTL_MS = { alone: 1_000, redis: 5_000 } as const;

export type SettingsListener = (merchantId: number) => void;

/** Tells every server process that a merchant's settings changed, so each drops its copies. */
export interface SettingsBus {
  /** After the change committed: this process's listeners run at once, the other processes' when the message lands. */
  changed(merchantId: number): void;
  /** The returned function unsubscribes. */
  subscribe(listener: SettingsListener): () => void;
  readonly ttlMs: number;
  close(): Promise<void>;
}

export interface SettingsBusOptions {
  redis?: Redis | undefined;
  channel?: string;
  onError?: (err: unknown) => void;
}

export async function createSettingsBus(options: SettingsBusOptions = {}): Promise<SettingsBus> {
  const listeners = new Set<SettingsListener>();
  const notify = (merchantId: number) => {
    for (const listener of listeners) listener(merchantId);
  };
  const subscribe = (listener: SettingsListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const { redis } = options;
  if (!redis) return { changed: notify, subscribe, ttlMs: SETTINGS_TTL_MS.alone, close: async () => undefined };

  const channel = options.channel ?? 'settings-changed';
  const onError = options.onError ?? (() => undefined);
  // A connection in subscriber mode can run no other command: the bus keeps its own.
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, raw: string) => {
    const merchantId = Number(raw);
    if (from === channel && Number.isInteger(merchantId)) notify(merchantId);
  });
  if (subscriber.status === 'wait') await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    changed(merchantId) {
      notify(merchantId);
      // Redis down: the other processes catch up when their copies expire.
      redis.publish(channel, String(merchantId)).catch(onError);
    },
    subscribe,
    ttlMs: SETTINGS_TTL_MS.redis,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
