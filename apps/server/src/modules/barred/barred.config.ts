import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const WITH_HTTP = 'required with `BARRED_PERSONS_CHECK=http`';

export const barredEnv = envSection('Barred persons', import.meta.url, {
  BARRED_PERSONS_CHECK: envVariable(z.enum(['sandbox', 'http']).optional(), {
    text:
      "Who answers the barred-persons check (the regulator's list of people who may not bet, SIGAP's \"Módulo de " +
      'Impedidos"), asked at registration, at the first login of a day and over the whole base every 15 days ' +
      '([player-protection](decisions/player-protection.md#barred-persons-issue-30-item-4)). `sandbox`: an embedded ' +
      'list an operator edits in the back office (table `barred_sandbox_entries`), with a switch that makes it fail as an ' +
      "outage would; chosen by name it logs a warning at every start. `http`: the regulator's API over HTTP, in the " +
      "platform's documented JSON shape (SIGAP's own API is not public).",
    unset: '`sandbox`',
    production: 'must be chosen (`http`, or `sandbox` by name)',
  }),
  BARRED_PERSONS_URL: envVariable(z.string().url().optional(), {
    text: 'Base URL of the barred-persons API; the check posts to `<URL>/consultas`.',
    production: WITH_HTTP,
  }),
  BARRED_PERSONS_API_KEY: envVariable(z.string().min(16, 'must be at least 16 characters').optional(), {
    text: 'The credential the barred-persons API issued to the operator, sent as `Authorization: Bearer`.',
    production: WITH_HTTP,
  }),
  BARRED_PERSONS_TIMEOUT_MS: envVariable(z.coerce.number().int().min(100).max(60_000).default(5_000), {
    text: 'How long one call to the barred-persons API may take before it counts as an outage.',
  }),
  BARRED_WITHDRAWAL_DAYS: envVariable(z.coerce.number().int().min(1).max(30).default(2), {
    text:
      'Days a blocked account may still withdraw before it is closed (IN SPA/MF 22/2025: two days to withdraw, the ' +
      'account closed within three days of the check).',
  }),
  BARRED_JOB_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(300_000), {
    text:
      'How often a pass of the barred-persons job is due (one server process runs it): it looks for a due sweep of the ' +
      'whole base (every 15 days), a sweep left by a dead process, ' +
      'blocked accounts past their deadline to close, and refunds left undone; `0` turns the job off.',
  }),
});

type BarredEnv = z.output<typeof barredEnv.schema>;

export function barredConfig(e: BarredEnv) {
  const adapter = e.BARRED_PERSONS_CHECK ?? 'sandbox';
  if (adapter === 'http') {
    const missing = (['BARRED_PERSONS_URL', 'BARRED_PERSONS_API_KEY'] as const).filter((name) => !e[name]);
    if (missing.length) throw refusal(missing.map((name) => `${name}: ${WITH_HTTP}`));
  }
  return {
    barred: {
      adapter,
      url: e.BARRED_PERSONS_URL,
      apiKey: e.BARRED_PERSONS_API_KEY,
      timeoutMs: e.BARRED_PERSONS_TIMEOUT_MS,
      withdrawalDays: e.BARRED_WITHDRAWAL_DAYS,
      jobIntervalMs: e.BARRED_JOB_INTERVAL_MS,
    },
  };
}

export type BarredConfig = ReturnType<typeof barredConfig>['barred'];
