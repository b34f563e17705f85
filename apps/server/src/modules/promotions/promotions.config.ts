import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const promotionsEnv = envSection('Promotions', import.meta.url, {
  PROMOTION_SWEEP_INTERVAL_MS: envVariable(z.coerce.number().int().min(0).default(60_000), {
    text:
      'How often met bonus wagering turns into cash, expired bonuses are forfeited, cashback and referral rewards are ' +
      'paid without the member looking (one server process does it each time); `0`: ' +
      "only on the member's own reads.",
  }),
  TEST_PROMOTION_SETTLE_OPEN_PERIODS: envVariable(z.enum(['0', '1', 'true', 'false']).optional(), {
    text: "Tests only: `1` or `true` lets the operator's cashback settlement pay the open period so far.",
    production: 'refused (every `TEST_*` is)',
  }),
});

export function promotionsConfig(e: z.output<typeof promotionsEnv.schema>) {
  return {
    promotionSweepIntervalMs: e.PROMOTION_SWEEP_INTERVAL_MS,
    promotionSettleOpenPeriods: e.TEST_PROMOTION_SETTLE_OPEN_PERIODS === '1' || e.TEST_PROMOTION_SETTLE_OPEN_PERIODS === 'true',
  };
}
