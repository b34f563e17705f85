import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const privacyEnv = envSection('Personal data (LGPD)', import.meta.url, {
  PRIVACY_FILES_DIR: envVariable(z.string().optional(), {
    text:
      "Folder of the copies of players' data (LGPD art. 18 II/V, JSON files kept 7 days, then deleted by the job); " +
      'relative to the working directory.',
    unset: '`DATA_DIR/privacy-exports`',
  }),
  PRIVACY_JOB_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(60_000), {
    text:
      'How often a pass of the personal-data job is due (one server process runs it): it looks for a copy of data to ' +
      'write (asked, failed and due for a retry, or left by a dead ' +
      'process) and for copies past their 7 days to delete; `0` turns the job off (a copy asked is still written ' +
      'right after the answer, by the process that took the request).',
  }),
});

type PrivacyEnv = z.output<typeof privacyEnv.schema> & { DATA_DIR: string };

export function privacyConfig(e: PrivacyEnv, cwd: string) {
  return {
    privacy: {
      filesDir: e.PRIVACY_FILES_DIR ? resolve(cwd, e.PRIVACY_FILES_DIR) : join(resolve(cwd, e.DATA_DIR), 'privacy-exports'),
      jobIntervalMs: e.PRIVACY_JOB_INTERVAL_MS,
    },
  };
}

export type PrivacyConfig = ReturnType<typeof privacyConfig>['privacy'];
