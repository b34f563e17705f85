import { ENGINE_RTP } from '@app/contract';
import { z } from 'zod';
import { payoutMinor } from '../../fair/derive/fair-stream.js';
import { dropBall, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_MULTIPLIER_SCALE, PLINKO_RISKS } from '../../fair/derive/plinko.js';
import { PLINKO_TABLES } from '../../fair/derive/plinko-tables.js';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineModule } from '../engine.js';
import { chipOf, fairInfo, moneySchema, playFairRound } from '../fair/fair-round.js';

const dropBody = z
  .object({ stake: moneySchema, rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS), risk: z.enum(PLINKO_RISKS) })
  .strict();

/** Plinko: 8–16 rows, three risk levels, every paytable returning 99 %. */
export const plinkoEngine: EngineModule = {
  engine: 'plinko',

  info(session) {
    return {
      ...fairInfo(session, ENGINE_RTP.plinko),
      minRows: PLINKO_MIN_ROWS,
      maxRows: PLINKO_MAX_ROWS,
      risks: PLINKO_RISKS,
      tables: PLINKO_TABLES,
    };
  },

  routes(app, deps) {
    app.post('/api/plinko/drop', async (request) => {
      const session = sessionOf(request);
      const body = dropBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      const { stake, ...params } = body.data;
      const stakeMinor = chipOf(session, stake);
      return ok(
        await playFairRound(deps, session, {
          engine: 'plinko',
          stakeMinor,
          params,
          decide: (seeds) => {
            const outcome = dropBall(seeds, params.rows, params.risk);
            return { outcome, winMinor: payoutMinor(stakeMinor, outcome.multiplier, PLINKO_MULTIPLIER_SCALE) };
          },
        }),
      );
    });
  },
};
