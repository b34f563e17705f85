import { ENGINE_RTP } from '@app/contract';
import { z } from 'zod';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, DICE_MULTIPLIER_SCALE, diceBetAllowed, rollDice } from '../../fair/derive/dice.js';
import { payoutMinor } from '../../fair/derive/fair-stream.js';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineModule } from '../engine.js';
import { chipOf, fairInfo, moneySchema, playFairRound } from '../fair/fair-round.js';

const rollBody = z.object({ stake: moneySchema, direction: z.enum(['over', 'under']), target: z.number().int().min(0).max(9999) }).strict();

/**
 * Dice, and the lotto games (engineConfig 'lotto'): the same roll shown as a
 * drawn number 0000–9999, same rules and multipliers.
 */
export const diceEngine: EngineModule = {
  engine: 'dice',

  info(session) {
    return {
      ...fairInfo(session, ENGINE_RTP.dice),
      variant: session.game.engineConfig === 'lotto' ? 'lotto' : 'dice',
      minChance: DICE_MIN_WINNING / 100,
      maxChance: DICE_MAX_WINNING / 100,
    };
  },

  routes(app, deps) {
    app.post('/api/dice/roll', async (request) => {
      const session = sessionOf(request);
      const body = rollBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      const { stake, ...bet } = body.data;
      if (!diceBetAllowed(bet)) throw new GameError('request.invalid');
      const stakeMinor = chipOf(session, stake);
      return ok(
        await playFairRound(deps, session, {
          engine: 'dice',
          stakeMinor,
          params: bet,
          decide: (seeds) => {
            const outcome = rollDice(seeds, bet);
            return { outcome, winMinor: payoutMinor(stakeMinor, outcome.multiplier, DICE_MULTIPLIER_SCALE) };
          },
        }),
      );
    });
  },
};
