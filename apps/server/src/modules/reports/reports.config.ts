import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const reportsEnv = envSection('Reports', import.meta.url, {
  REPORTS_FOLD_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(1_000), {
    text:
      "How often new settled rounds, transfers and registrations are added to the reports' daily rollups (one server " +
      'process does it each time, at most once a second); a settled round shows in the reports within about this long. `0` turns ' +
      'the job off (the rollups then stand still).',
  }),
});

export function reportsConfig(e: z.output<typeof reportsEnv.schema>) {
  return { reports: { foldIntervalMs: e.REPORTS_FOLD_INTERVAL_MS } };
}
