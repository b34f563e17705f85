import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const regulatorEnv = envSection('Regulator files', import.meta.url, {
  REGULATOR_SUBMISSION: envVariable(z.enum(['sandbox', 'manual']).optional(), {
    text:
      'How the daily regulator files reach the regulator (docs/regulator-files.md). `sandbox`: an embedded stand-in ' +
      'that checks each file against the manifest and records what it received (table `regulator_sandbox_receipts`); ' +
      'chosen by name it logs a warning at every start. `manual`: nothing is sent; an operator downloads the files from ' +
      "the back office and uploads them to the regulator's system (SIGAP's upload API is not public yet).",
    unset: '`sandbox`',
    production: 'must be chosen (`manual`, or `sandbox` by name)',
  }),
  REGULATOR_FILES_DIR: envVariable(z.string().optional(), {
    text: 'Folder of the regulator files (kept five years); relative to the working directory.',
    unset: '`DATA_DIR/regulator-files`',
  }),
  REGULATOR_JOB_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(300_000), {
    text:
      'How often a pass of the regulator job is due (one server process runs it): it looks for a merchant day whose ' +
      'files are due (the day ended 15 minutes ago), a failed ' +
      'run or delivery to retry, and files older than five years to delete; `0` turns the job off.',
  }),
  REGULATOR_SANDBOX_FAIL_DAYS: envVariable(z.string().optional(), {
    text: 'Comma list of merchant days (`YYYY-MM-DD`) the sandbox refuses, as the real service could (to exercise a failed delivery).',
  }),
});

type RegulatorEnv = z.output<typeof regulatorEnv.schema> & { DATA_DIR: string };

export function regulatorConfig(e: RegulatorEnv, cwd: string) {
  return {
    regulator: {
      submission: e.REGULATOR_SUBMISSION ?? 'sandbox',
      filesDir: e.REGULATOR_FILES_DIR ? resolve(cwd, e.REGULATOR_FILES_DIR) : join(resolve(cwd, e.DATA_DIR), 'regulator-files'),
      jobIntervalMs: e.REGULATOR_JOB_INTERVAL_MS,
      sandboxFailDays: (e.REGULATOR_SANDBOX_FAIL_DAYS ?? '')
        .split(',')
        .map((day) => day.trim())
        .filter(Boolean),
    },
  };
}

export type RegulatorConfig = ReturnType<typeof regulatorConfig>['regulator'];
