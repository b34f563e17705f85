import { Redis } from 'ioredis';

export interface RedisHandle {
  client: Redis;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis is optional: with REDIS_URL set, state that several server processes
 * must share (rate-limit counters now; caches and pub/sub later) lives there.
 * Commands fail fast instead of queueing forever, so a Redis outage shows up
 * in readiness and as 503s rather than as hung requests.
 */
export async function connectRedis(url: string): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  await client.connect();
  return {
    client,
    async ping() {
      await client.ping();
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
