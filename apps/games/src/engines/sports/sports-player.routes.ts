import { formatMinor } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { asGameError } from '../../http/error-handler.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineDeps } from '../engine.js';
import { placeBet } from './bets.service.js';
import { playerBets, upcomingFixtures } from './fixtures.repository.js';
import { picks } from './sports.tables.js';

const betsBody = z
  .object({
    selections: z
      .array(
        z
          .object({
            matchId: z.string().min(1).max(64),
            pick: z.enum(picks),
            odds: z.string().regex(/^\d{1,4}\.\d{2}$/),
            stake: z.string().regex(/^\d{1,7}\.\d{2}$/),
          })
          .strict(),
      )
      .min(1)
      .max(10),
  })
  .strict();

/** The player calls of the sportsbook (behind the session guard): the fixtures, a bet slip, the player's bets. */
export function sportsPlayerRoutes(app: FastifyInstance, deps: EngineDeps) {
  app.get('/api/sports/fixtures', async (request) => {
    const session = sessionOf(request);
    const rows = await upcomingFixtures(deps.db, session.game.gameCode, new Date(deps.clock()));
    return ok(
      rows.map((f) => ({
        matchId: f.id,
        league: f.leagueName,
        homeTeam: f.homeTeam,
        awayTeam: f.awayTeam,
        startsAt: f.startsAt.toISOString(),
        odds: { home: f.homeOdds, draw: f.drawOdds, away: f.awayOdds },
      })),
    );
  });

  app.post('/api/sports/bets', async (request) => {
    const session = sessionOf(request);
    const body = betsBody.safeParse(request.body);
    if (!body.success) throw new GameError('request.invalid');
    const placed = [];
    let balance: string | null = null;
    // Singles one after another: a refusal stops the slip there, the bets before it stand.
    for (const [index, selection] of body.data.selections.entries()) {
      try {
        const bet = await placeBet(deps, session, selection);
        placed.push({ index, ...bet });
        balance = bet.balance;
      } catch (error) {
        const refusal = asGameError(error);
        if (!refusal) throw error;
        return ok({ placed, balance, refused: { index, code: refusal.code, ...(refusal.data && { data: refusal.data }) } });
      }
    }
    return ok({ placed, balance, refused: null });
  });

  app.get('/api/sports/bets', async (request) => {
    const session = sessionOf(request);
    const rows = await playerBets(deps.db, session.playerId, session.game.gameCode);
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
}
