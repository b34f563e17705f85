import { DEFAULT_SLOT_CONFIG } from '@app/contract';
import { z } from 'zod';
import classic3x3 from './configs/classic-3x3.json' with { type: 'json' };
import lines5x3 from './configs/lines-5x3.json' with { type: 'json' };
import lines5x4 from './configs/lines-5x4.json' with { type: 'json' };
import ways5x3 from './configs/ways-5x3.json' with { type: 'json' };

const symbolSchema = z.object({
  /** Pays by the number of matching reels from the left (lines and ways), in bet units; scatter pays in total bets. */
  pays: z.record(z.string().regex(/^\d$/), z.number().nonnegative()).default({}),
  wild: z.boolean().default(false),
  scatter: z.boolean().default(false),
});

/**
 * A reel slot: the strips, the window, how wins are counted, wilds,
 * scatters and free spins. Each game names one of these files.
 */
export const slotConfigSchema = z
  .object({
    id: z.string(),
    rows: z.number().int().min(1).max(6),
    reels: z.array(z.array(z.string()).min(4)).min(3).max(6),
    mode: z.enum(['lines', 'ways']),
    /** lines: for each line, the row of every reel. */
    lines: z.array(z.array(z.number().int().min(0))).default([]),
    /** Units a total bet is split into: the number of lines, or the ways game's bet multiplier. */
    betUnits: z.number().int().positive(),
    symbols: z.record(z.string(), symbolSchema),
    freeSpins: z
      .object({ trigger: z.number().int().min(2), spins: z.number().int().min(1), multiplier: z.number().int().min(1) })
      .nullable(),
    /**
     * The RTP the mathematics returns, as a fraction (0.9612): the simulation tests hold the reels to it, and
     * rtp-drift.test.ts holds it to what players are told (SLOT_RTP in the contract).
     */
    declaredRtp: z.number().min(0.8).max(0.99),
  })
  .superRefine((c, ctx) => {
    for (const strip of c.reels) for (const s of strip) if (!c.symbols[s]) ctx.addIssue({ code: 'custom', message: `unknown symbol ${s}` });
    if (c.mode === 'lines' && c.lines.length !== c.betUnits)
      ctx.addIssue({ code: 'custom', message: 'a lines game bets one unit per line' });
    for (const line of c.lines)
      if (line.length !== c.reels.length || line.some((r) => r >= c.rows))
        ctx.addIssue({ code: 'custom', message: 'a line names a row of every reel' });
  });
export type SlotConfig = z.output<typeof slotConfigSchema>;

export const slotConfigs: Record<string, SlotConfig> = Object.fromEntries(
  [classic3x3, lines5x3, lines5x4, ways5x3].map((raw) => {
    const config = slotConfigSchema.parse(raw);
    return [config.id, config];
  }),
);

export function slotConfigOf(id: string | null): SlotConfig {
  return slotConfigs[id ?? DEFAULT_SLOT_CONFIG] ?? slotConfigs[DEFAULT_SLOT_CONFIG]!;
}
