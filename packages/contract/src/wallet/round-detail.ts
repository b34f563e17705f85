import { z } from 'zod';
import { text } from '../safe-text.js';
import { moneyStringSchema } from '../money.js';
import { betRecordSchema } from './records.js';

/** Round ids as providers send them (the in-house server's `r…` ids, `<round>:<bet>` pairs …); anything else is a 400. */
export const roundIdSchema = text().regex(/^[A-Za-z0-9._:-]{1,64}$/, { message: 'id_format' });

/** GET /wps/game/record/detail: one round of the member's betting record. */
export const betRecordDetailQuerySchema = z.object({ roundId: roundIdSchema }).strict();
export type BetRecordDetailQuery = z.input<typeof betRecordDetailQuerySchema>;

const count = z.number().int().min(0);
/** A multiplier as the game shows it, two decimals ("2.35"). */
const multiplier = text().regex(/^\d{1,9}\.\d{2}$/);
const side = z.enum(['home', 'draw', 'away']);

/**
 * What decided one round, per kind of game: the facts a player checks a result against. Multipliers and odds are
 * decimal text (never floats); the crash point and the mines stay null while the round can still be played.
 */
export const roundPlaySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sports'),
    league: text(),
    homeTeam: text(),
    awayTeam: text(),
    startsAt: text(),
    pick: side,
    odds: text(),
    potential: moneyStringSchema,
  }),
  z.object({
    kind: z.literal('crash'),
    cashOut: multiplier.nullable(),
    autoCashOut: multiplier.nullable(),
    crashPoint: multiplier.nullable(),
  }),
  z.object({
    kind: z.literal('slot'),
    spins: count,
    freeSpins: count,
    lines: z.array(z.object({ line: z.number().int().nullable(), symbol: text(), count, ways: count })),
  }),
  z.object({ kind: z.literal('dice'), roll: text(), target: text(), direction: z.enum(['over', 'under']), multiplier }),
  z.object({ kind: z.literal('mines'), mines: count, revealed: count, minesAt: z.array(count).nullable() }),
  z.object({ kind: z.literal('plinko'), rows: count, risk: text(), slot: count, multiplier }),
  z.object({ kind: z.literal('roulette'), pocket: count }),
  z.object({ kind: z.literal('baccarat'), winner: z.enum(['player', 'banker', 'tie']), playerTotal: count, bankerTotal: count }),
]);
export type RoundPlay = z.infer<typeof roundPlaySchema>;

/** The provably fair inputs of a round; the server seed only once the player rotated it (revealed). */
export const roundFairSchema = z.object({
  serverSeedHash: text(),
  clientSeed: text(),
  nonce: count,
  serverSeed: text().nullable(),
});
export type RoundFair = z.infer<typeof roundFairSchema>;

/** What a game provider tells the platform about one of its rounds (the in-house server's operator call). */
export const providerRoundDetailSchema = z.object({ play: roundPlaySchema.nullable(), fair: roundFairSchema.nullable() });
export type ProviderRoundDetail = z.infer<typeof providerRoundDetailSchema>;

/** The record's line with what the provider adds; play and fair are null when the provider tells nothing more. */
export const betRecordDetailSchema = betRecordSchema.extend(providerRoundDetailSchema.shape);
export type BetRecordDetail = z.infer<typeof betRecordDetailSchema>;
