import { ENGINE_RTP, formatMinor } from '@app/contract';
import { z } from 'zod';
import { ROULETTE_PAYS, rouletteReturnMinor, spinWheel, spotValid } from '../../fair/derive/roulette.js';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineModule } from '../engine.js';
import { chipOf, fairInfo, moneySchema, playFairRound } from '../fair/fair-round.js';

const MAX_SPOTS = 20;
const betSchema = z
  .object({
    kind: z.enum(['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column']),
    value: z.number().int().optional(),
    amount: moneySchema,
  })
  .strict();
const spinBody = z.object({ bets: z.array(betSchema).min(1).max(MAX_SPOTS) }).strict();

/** European roulette as an RNG table: several bets per spin, the pocket from the fair stream. */
export const rouletteEngine: EngineModule = {
  engine: 'roulette',

  info(session) {
    return { ...fairInfo(session, ENGINE_RTP.roulette), pays: ROULETTE_PAYS, maxSpots: MAX_SPOTS };
  },

  routes(app, deps) {
    app.post('/api/roulette/spin', async (request) => {
      const session = sessionOf(request);
      const body = spinBody.safeParse(request.body);
      if (!body.success || !body.data.bets.every(spotValid)) throw new GameError('request.invalid');
      const keys = body.data.bets.map((b) => `${b.kind}:${b.value ?? ''}`);
      if (new Set(keys).size !== keys.length) throw new GameError('request.invalid');
      const bets = body.data.bets.map((b) => ({
        kind: b.kind,
        ...(b.value !== undefined && { value: b.value }),
        amountMinor: chipOf(session, b.amount),
      }));
      const stakeMinor = bets.reduce((sum, b) => sum + b.amountMinor, 0n);
      return ok(
        await playFairRound(deps, session, {
          engine: 'roulette',
          stakeMinor,
          params: { bets: bets.map(({ amountMinor, ...b }) => ({ ...b, amount: formatMinor(amountMinor) })) },
          decide: (seeds) => {
            const pocket = spinWheel(seeds);
            return { outcome: { pocket }, winMinor: rouletteReturnMinor(bets, pocket) };
          },
        }),
      );
    });
  },
};
