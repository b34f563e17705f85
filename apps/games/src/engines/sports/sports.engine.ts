import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { asGameError } from '../../http/error-handler.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import type { EngineDeps, EngineModule } from '../engine.js';
import { MAX_PAYOUT_MINOR, placeBet } from './bets.service.js';
import { ensureDemoFixtures } from './demo-fixtures.js';
import { createMatchFeed, type MatchFeed } from './feed.js';
import { markStarted, playerBets, upcomingFixtures } from './fixtures.repository.js';
import { sportsOperatorRoutes } from './sports-operator.routes.js';
import { settlePending } from './settlement.js';
import { picks } from './sports.tables.js';
import { formatMinor } from '@app/contract';

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

/** The demo book prices every line with a 6% margin: a player gets back 1/1.06 of what is staked, on average. */
const DEMO_RTP = 0.9434;
const TICK_MS = 5_000;
const DEMO_FIXTURES_EVERY_MS = 30 * 60_000;

/**
 * Sports money line: fixtures with odds, single bets from a bet slip
 * (each its own round, open until the result), settlement on the result,
 * refunds when a fixture is voided, and the feed of fixtures to the platform.
 */
export function createSportsEngine(options: { demoFixtures: boolean } = { demoFixtures: true }): EngineModule {
  let feed: MatchFeed | undefined;
  const feedOf = (deps: EngineDeps) => (feed ??= createMatchFeed(deps));
  let lastDemoFill = 0;

  async function tick(deps: EngineDeps) {
    const now = deps.clock();
    if (options.demoFixtures && now - lastDemoFill >= DEMO_FIXTURES_EVERY_MS) {
      await ensureDemoFixtures(deps.db, now);
      lastDemoFill = now;
    }
    await markStarted(deps.db, new Date(now));
    await settlePending(deps);
    await feedOf(deps).push();
  }

  return {
    engine: 'sports',
    settlesItself: true,

    info(session) {
      return { sport: session.game.engineConfig, minStake: session.game.minBet, maxPayout: formatMinor(MAX_PAYOUT_MINOR), rtp: DEMO_RTP };
    },

    routes(app, deps) {
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
    },

    operatorRoutes(app, deps) {
      sportsOperatorRoutes(app, deps, () => tick(deps));
    },

    start(deps) {
      const run = () => tick(deps).catch((error: unknown) => deps.log.error({ err: error }, 'sportsbook tick failed'));
      void run();
      const timer = setInterval(run, TICK_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
