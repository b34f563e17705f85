import { z } from 'zod';
import { parseMoney } from '@app/contract';
import { envSection, envVariable } from '@app/contract/env';

const AMOUNT = 'an amount in reais with two decimals (`1000.00`)';
const amount = (fallback: string) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,10})\.\d{2}$/, `must be ${AMOUNT}`)
    .default(fallback);

export const adjustmentsEnv = envSection('Back-office approvals (four eyes)', import.meta.url, {
  ADJUSTMENT_APPROVAL_ABOVE: envVariable(amount('1000.00'), {
    text: 'A manual balance adjustment of more than this is applied only when a second operator approves it; at or under it, it is applied at once. `0.00`: every adjustment waits for a second operator.',
    allowed: AMOUNT,
  }),
  WITHDRAWAL_APPROVAL_ABOVE: envVariable(amount('5000.00'), {
    text: 'A withdrawal of more than this is paid out only after two different operators approved it; at or under it, one approval pays it.',
    allowed: AMOUNT,
  }),
});

/** The thresholds in centavos: an amount strictly above one needs two operators. */
export const adjustmentsConfig = (e: z.output<typeof adjustmentsEnv.schema>) => ({
  approvals: {
    adjustmentAbove: parseMoney(e.ADJUSTMENT_APPROVAL_ABOVE),
    withdrawalAbove: parseMoney(e.WITHDRAWAL_APPROVAL_ABOVE),
  },
});
