import autocannon from 'autocannon';

export interface HttpLoadResult {
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers by HTTP status, to see that a run measured what it meant to (200s, or 304s). */
  statuses: Record<string, number>;
}

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

/**
 * Closed-loop GET load with autocannon (each of `connections` sends its next
 * request when the last answered); latencies collected per response so p95
 * is exact. A short warm-up run first, not counted.
 */
export async function httpLoad(o: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  expectStatus?: number;
}): Promise<HttpLoadResult> {
  await autocannon({ url: o.url, connections: o.connections, duration: 2, headers: o.headers ?? {} });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon({ url: o.url, connections: o.connections, duration: o.seconds, headers: o.headers ?? {} }, (error, r) =>
      error ? fail(error) : done(r),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const expected = o.expectStatus ?? 200;
  const wrong = Object.entries(statuses)
    .filter(([s]) => Number(s) !== expected)
    .reduce((n, [, c]) => n + c, 0);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + wrong,
    statuses,
  };
}
