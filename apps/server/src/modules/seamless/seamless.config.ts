import { z } from 'zod';
import { parseMoney } from '@app/contract';
import { envSection, envVariable } from '@app/contract/env';

const pairs = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);

export const seamlessEnv = envSection('Seamless wallet', import.meta.url, {
  SEAMLESS_VENDORS: envVariable(
    z
      .string()
      .regex(/^([A-Z0-9_]{1,16}:[^,:\s]{32,})(,[A-Z0-9_]{1,16}:[^,:\s]{32,})*$/, 'CODE:secret pairs, secrets of 32+ characters')
      .optional(),
    {
      text:
        'Game providers allowed on the seamless wallet (`/gsw/v1`, see `docs/seamless-wallet.openapi.yaml`) and the ' +
        'secret each signs with. `npm start` adds the in-house game server as `INHOUSE` unless it is named here.',
      allowed: '`CODE:secret,CODE2:secret`, codes of 1 to 16 of `A-Z`, `0-9`, `_`, secrets of 32+ characters',
      unset: 'only `INHOUSE`, with a random secret made once',
    },
  ),
  SEAMLESS_MAX_AMOUNTS: envVariable(
    z
      .string()
      .regex(
        /^([A-Z0-9_]{1,16}:(0|[1-9]\d{0,10})\.\d{2})(,[A-Z0-9_]{1,16}:(0|[1-9]\d{0,10})\.\d{2})*$/,
        'CODE:amount pairs, amounts like 1000000.00',
      )
      .optional(),
    {
      text:
        'The largest bet or win per game provider; above it a call is refused before anything is posted. No member ' +
        'account holds more than R$ 99.999.999.999,99 (a win past it is refused with `wallet.balance.limit`).',
      allowed: '`CODE:amount` pairs in reais, e.g. `INHOUSE:50000.00,PG:250000.00`',
      unset: 'each provider keeps its stored limit, R$ 1.000.000,00 unless set before',
    },
  ),
});

export function seamlessConfig(e: z.output<typeof seamlessEnv.schema>) {
  return {
    seamlessVendors: pairs(e.SEAMLESS_VENDORS).map((pair) => {
      const [code = '', secret = ''] = pair.split(':');
      return { code, secret };
    }),
    /** Per vendor code, the largest bet or win in centavos (vendors not named keep theirs, by default R$ 1.000.000,00). */
    seamlessMaxAmounts: pairs(e.SEAMLESS_MAX_AMOUNTS).map((pair) => {
      const [code = '', amount = '0.00'] = pair.split(':');
      return { code, maxAmountMinor: parseMoney(amount) };
    }),
  };
}
