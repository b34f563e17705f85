import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where a request's latency falls, in seconds: from a cached catalogue read to a slow report. */
const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface BusinessGauge {
  name: string;
  help: string;
  /** Read at scrape time; a failing read leaves the gauge out of that scrape rather than failing it. */
  read(): Promise<number>;
}

/**
 * One process's Prometheus registry: Node's own figures (event-loop lag, heap, GC), the HTTP requests by route
 * pattern (never the raw URL: ids and query strings are user input and would make a series per request), and
 * gauges read from the database when scraped. A registry per app rather than prom-client's global one, so two apps in
 * one test process keep their counts apart.
 */
export function createMetrics(service: string, gauges: readonly BusinessGauge[] = []) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  for (const gauge of gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      registers: [registry],
      async collect() {
        try {
          this.set(await gauge.read());
        } catch {
          this.reset();
        }
      },
    });
  }
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
