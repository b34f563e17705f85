import { BACCARAT_BET_RTP, ENGINE_RTP, formatMinor } from '@app/contract';
import { z } from 'zod';
import { baccaratReturnMinor, dealBaccarat, type BaccaratSide } from '../../fair/derive/baccarat.js';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineModule } from '../engine.js';
import { chipOf, fairInfo, moneySchema, playFairRound } from '../fair/fair-round.js';

const dealBody = z.object({ bets: z.object({ player: moneySchema, banker: moneySchema, tie: moneySchema }).partial().strict() }).strict();

/** Punto banco as an RNG table: a fresh 8-deck shoe per hand; player, banker and tie bets on the same hand. */
export const baccaratEngine: EngineModule = {
  engine: 'baccarat',

  info(session) {
    // The banker bet's return, the best of the table; the page lists all three.
    return { ...fairInfo(session, ENGINE_RTP.baccarat), rtps: BACCARAT_BET_RTP, decks: 8 };
  },

  routes(app, deps) {
    app.post('/api/baccarat/deal', async (request) => {
      const session = sessionOf(request);
      const body = dealBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      const bets = (Object.entries(body.data.bets) as Array<[BaccaratSide, string]>).map(([side, amount]) => ({
        side,
        amountMinor: chipOf(session, amount),
      }));
      if (bets.length === 0) throw new GameError('request.invalid');
      const stakeMinor = bets.reduce((sum, b) => sum + b.amountMinor, 0n);
      return ok(
        await playFairRound(deps, session, {
          engine: 'baccarat',
          stakeMinor,
          params: { bets: Object.fromEntries(bets.map((b) => [b.side, formatMinor(b.amountMinor)])) },
          decide: (seeds) => {
            const outcome = dealBaccarat(seeds);
            return { outcome, winMinor: bets.reduce((sum, b) => sum + baccaratReturnMinor(b.side, b.amountMinor, outcome.winner), 0n) };
          },
        }),
      );
    });
  },
};
