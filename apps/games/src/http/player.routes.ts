import { formatMinor } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EngineDeps, EngineModule } from '../engines/engine.js';
import { revealedHistory, rotateSeeds, seedCommitment } from '../fair/seeds.service.js';
import { hasHiddenFairRound, recentRounds } from '../rounds/rounds.repository.js';
import { withWalletRetry } from '../rounds/round-money.js';
import { GameError } from './game-error.js';
import { ok } from './envelope.js';
import { sessionOf } from './session-guard.js';

const RECALL = 10;
const rotateBody = z
  .object({
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w.-]+$/),
  })
  .strict();

/** The calls every game page makes: who is playing what, the balance, the last rounds (game recall) and the fairness seeds. */
export function playerRoutes(app: FastifyInstance, deps: EngineDeps, engines: Map<string, EngineModule>) {
  app.get('/api/session', async (request) => {
    const session = sessionOf(request);
    const engine = engines.get(session.game.engine);
    const balance = await withWalletRetry(() => deps.wallet.balance(session.playerId, session.currency));
    return ok({
      game: session.game,
      currency: session.currency,
      screenName: session.screenName,
      language: session.language,
      balance: balance.balance,
      engine: engine?.info(session) ?? null,
    });
  });

  app.get('/api/balance', async (request) => {
    const session = sessionOf(request);
    return ok({ balance: (await withWalletRetry(() => deps.wallet.balance(session.playerId, session.currency))).balance });
  });

  app.get('/api/rounds', async (request) => {
    const session = sessionOf(request);
    const rows = await recentRounds(deps.db, session.playerId, session.game.gameCode, RECALL);
    return ok(
      rows.map((r) => ({
        roundId: r.id,
        status: r.status,
        stake: formatMinor(r.stakeMinor),
        win: formatMinor(r.winMinor),
        state: r.state,
        createdAt: r.createdAt.toISOString(),
      })),
    );
  });

  app.get('/api/fair', async (request) => {
    const session = sessionOf(request);
    return ok({ active: await seedCommitment(deps.db, session.playerId), revealed: await revealedHistory(deps.db, session.playerId) });
  });

  app.post('/api/fair/rotate', async (request) => {
    const body = rotateBody.safeParse(request.body);
    if (!body.success) throw new GameError('request.invalid');
    const { playerId } = sessionOf(request);
    if (await hasHiddenFairRound(deps.db, playerId)) throw new GameError('round.open');
    return ok(await rotateSeeds(deps.db, playerId, body.data.clientSeed));
  });
}
