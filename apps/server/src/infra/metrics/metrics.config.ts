import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const metricsEnv = envSection('Metrics', import.meta.url, {
  METRICS_TOKEN: envVariable(z.string().min(32, 'must be at least 32 characters').optional(), {
    text:
      'Bearer token Prometheus sends to scrape `/metrics` (requests, latencies, the process, and business gauges such as ' +
      'withdrawals waiting for review). The figures tell how the business runs, so they are never public.',
    allowed: 'a random string of 32 characters or more',
    unset: '`/metrics` answers 404',
  }),
});

export const metricsConfig = (e: z.output<typeof metricsEnv.schema>) => ({ metricsToken: e.METRICS_TOKEN });
