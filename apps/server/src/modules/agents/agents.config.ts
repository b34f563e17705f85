import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const agentsEnv = envSection('Agents', import.meta.url, {
  AGENT_SETTLE_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(300_000), {
    text:
      'How often agent salaries, dividends and rebates of finished periods are paid (one server process does it each time); ' +
      '`0`: only by the operator call or ' +
      '`npm run ops -- agents settle`.',
  }),
  TEST_AGENT_SETTLE_OPEN_PERIODS: envVariable(z.enum(['true', 'false']).default('false'), {
    text: 'Browser tests only: the operator settlement may pay a period that has not ended.',
    production: 'refused (every `TEST_*` is)',
  }),
});

export function agentsConfig(e: z.output<typeof agentsEnv.schema>) {
  return { agents: { settleIntervalMs: e.AGENT_SETTLE_INTERVAL_MS, settleOpenPeriods: e.TEST_AGENT_SETTLE_OPEN_PERIODS === 'true' } };
}
