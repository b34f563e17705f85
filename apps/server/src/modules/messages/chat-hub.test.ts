import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisHandle } from '../../infra/redis.js';
import { createChatHub, createMessageLimiter, type ChatHub } from './chat-hub.js';

describe('chat hub', () => {
  it('delivers to every open socket of the member and stops after close', async () => {
    const hub = await createChatHub();
    const got: string[] = [];
    const stop = hub.add(1, 7, { send: (d) => got.push(`a:${d}`) });
    hub.add(1, 7, { send: (d) => got.push(`b:${d}`) });
    hub.add(1, 8, { send: (d) => got.push(`other:${d}`) });
    hub.publish(1, 7, { type: 'history', messages: [] });
    stop();
    hub.publish(1, 7, { type: 'history', messages: [] });
    expect(got.filter((g) => g.startsWith('a:'))).toHaveLength(1);
    expect(got.filter((g) => g.startsWith('b:'))).toHaveLength(2);
    expect(got.some((g) => g.startsWith('other:'))).toBe(false);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two hubs on one Redis stand for two server processes behind a load balancer. */
describe.runIf(redisUrl)('chat hub over Redis pub/sub', () => {
  let redis: RedisHandle;
  let hubs: ChatHub[];
  beforeAll(async () => {
    redis = await connectRedis(redisUrl!);
    const channel = `test-${randomBytes(6).toString('hex')}:chat-events`;
    hubs = [await createChatHub({ redis: redis.client, channel }), await createChatHub({ redis: redis.client, channel })];
  });
  afterAll(async () => {
    await Promise.all(hubs.map((h) => h.close()));
    await redis.close();
  });

  it('carries an event published in one process to the member sockets of every process, once each', async () => {
    const [first, second] = hubs as [ChatHub, ChatHub];
    const got: string[] = [];
    first.add(1, 7, { send: (d) => got.push(`first:${d}`) });
    second.add(1, 7, { send: (d) => got.push(`second:${d}`) });
    second.add(1, 8, { send: (d) => got.push(`other:${d}`) });
    second.publish(1, 7, { type: 'history', messages: [] });
    await expect.poll(() => got.length).toBe(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(got.sort()).toEqual(['first:{"type":"history","messages":[]}', 'second:{"type":"history","messages":[]}']);
  });
});

describe('message limiter', () => {
  it('allows max sends per window per key and frees them as the window moves', () => {
    let now = 0;
    const allow = createMessageLimiter(2, 1000, () => now);
    expect([allow('m'), allow('m'), allow('m'), allow('n')]).toEqual([true, true, false, true]);
    now = 1000;
    expect(allow('m')).toBe(true);
  });
});
