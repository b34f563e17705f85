import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

interface Counter {
  current: number;
  ttl: number;
}
type IncrCallback = (error: Error | null, result?: Counter) => void;
interface LocalStoreLike {
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
  child(routeOptions: object): LocalStoreLike;
}
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => LocalStoreLike;

// @fastify/rate-limit's in-process store; its package has no exports map, so the file is reachable.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;

/**
 * @fastify/rate-limit's in-process store hands every caller the one counter
 * object it keeps per key, and the plugin reads `current` from it only after
 * an await: in a parallel burst every request had incremented it by then, so
 * all 35 requests of a burst read 35 and all were refused (seen: a burst of
 * 35 logins from one fresh address refused in full). This store hands each
 * caller the count as it was at its own increment.
 */
export class SnapshotLocalStore {
  private readonly inner: LocalStoreLike;

  constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number } | LocalStoreLike) {
    this.inner =
      'incr' in params ? params : new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, params.cache);
  }

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.inner.incr(key, (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
  }

  child(routeOptions: object): SnapshotLocalStore {
    return new SnapshotLocalStore(this.inner.child(routeOptions));
  }
}

/** As the plugin's `store` option: its typings omit the timeWindow and max it passes to incr at run time. */
export const snapshotLocalStore = SnapshotLocalStore as unknown as FastifyRateLimitStoreCtor;
