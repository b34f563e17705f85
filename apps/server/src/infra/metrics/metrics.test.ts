import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-of-thirty-two-chars!';
const scrape = (t: TestApp, authorization?: string) => t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** One series' value in Prometheus's text format (labels in any order), or undefined when the series is absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries({ ...labels, service: 'server' })
    .map(([k, v]) => `${k}="${v}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] === name && match[2]!.split(',').sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

// The registry does not depend on the database engine; the gauges' SQL is plain counting.
describe('Prometheus metrics', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('are not served when no scrape token is configured', async () => {
    t = await createTestApp('pglite');
    expect((await scrape(t, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('are refused without the token or with a wrong one, and changed nothing', async () => {
    t = await createTestApp('pglite', { config: { metricsToken: TOKEN } });
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN.slice(1)}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
  });

  it('count guesses at the token per address: past 60 a minute even the right token waits', async () => {
    t = await createTestApp('pglite', { config: { metricsToken: TOKEN } });
    const guesses = await Promise.all(Array.from({ length: 60 }, (_, i) => scrape(t!, `Bearer guess-${i}`)));
    expect(guesses.map((r) => r.statusCode)).toEqual(Array(60).fill(401));
    const right = await scrape(t, `Bearer ${TOKEN}`);
    expect([right.statusCode, right.json().errorCode]).toEqual([429, 'request.rate.limited']);
  });

  it('count requests by route pattern and status, never by the raw URL', async () => {
    t = await createTestApp('pglite', { config: { metricsToken: TOKEN } });
    await t.app.inject({ url: '/health' });
    await t.app.inject({ url: '/health?who=someone' });
    await t.app.inject({ url: '/wps/no-such-call/12345' });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: '/health', status: '200' })).toBe(2);
    expect(valueOf(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/health' })).toBe(2);
    expect(valueOf(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('someone');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('read the business gauges from the database when scraped', async () => {
    t = await createTestApp('pglite', { config: { metricsToken: TOKEN } });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'withdrawals_waiting')).toBe(0);
    expect(valueOf(text, 'deposits_pending')).toBe(0);
  });
});
