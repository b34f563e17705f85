import { ENGINE_RTP } from '@app/contract';
import { z } from 'zod';
import { MINES_MAX, MINES_MIN, MINES_TILES } from '../../fair/derive/mines.js';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import { openRoundOf } from '../../rounds/rounds.repository.js';
import type { EngineModule } from '../engine.js';
import { chipOf, fairInfo, moneySchema } from '../fair/fair-round.js';
import { cashOut, minesView, ownOpenRound, recoverMines, revealTile, startMines } from './mines-round.js';

const startBody = z.object({ stake: moneySchema, mines: z.number().int().min(MINES_MIN).max(MINES_MAX) }).strict();
const revealBody = z
  .object({
    roundId: z.string().min(1).max(64),
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINES_TILES - 1),
  })
  .strict();
const cashoutBody = z.object({ roundId: z.string().min(1).max(64) }).strict();

/** A round left open this long is finished by recovery (cashed out, or refunded with nothing revealed). */
export const MINES_IDLE_MS = 30 * 60_000;

/** Mines: a multi-step round, the stake taken once at the start, each reveal saved, cash-out at any time after a safe tile. */
export const minesEngine: EngineModule = {
  engine: 'mines',
  recoverAfterMs: MINES_IDLE_MS,
  recover: recoverMines,

  info(session) {
    return { ...fairInfo(session, ENGINE_RTP.mines), tiles: MINES_TILES, minMines: MINES_MIN, maxMines: MINES_MAX };
  },

  routes(app, deps) {
    app.get('/api/mines/round', async (request) => {
      const session = sessionOf(request);
      const round = await openRoundOf(deps.db, session.playerId, session.game.gameCode);
      return ok(round ? minesView(round) : null);
    });

    app.post('/api/mines/start', async (request) => {
      const session = sessionOf(request);
      const body = startBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      return ok(await startMines(deps, session, chipOf(session, body.data.stake), body.data.mines));
    });

    app.post('/api/mines/reveal', async (request) => {
      const session = sessionOf(request);
      const body = revealBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      return ok(await revealTile(deps, await ownOpenRound(deps, session, body.data.roundId), body.data.tile));
    });

    app.post('/api/mines/cashout', async (request) => {
      const session = sessionOf(request);
      const body = cashoutBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      return ok(await cashOut(deps, await ownOpenRound(deps, session, body.data.roundId)));
    });
  },
};
