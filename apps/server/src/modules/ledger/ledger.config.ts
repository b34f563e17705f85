import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';

export const ledgerEnv = envSection('Ledger', import.meta.url, {
  LEDGER_HOUSE_SHARDS: envVariable(z.coerce.number().int().min(0).max(4096).default(1024), {
    text: "Rows the house side of bets and wins is spread over; `0`: one per member (the benchmark's no-shared-row baseline).",
  }),
});

export const ledgerConfig = (e: z.output<typeof ledgerEnv.schema>) => ({ ledgerHouseShards: e.LEDGER_HOUSE_SHARDS });
