import { ENGINE_RTP, formatMinor } from '@app/contract';
import type { EngineDeps, EngineModule } from '../engine.js';
import { MAX_PAYOUT_MINOR } from './bets.service.js';
import { ensureDemoFixtures } from './demo-fixtures.js';
import { createMatchFeed, type MatchFeed } from './feed.js';
import { markStarted } from './fixtures.repository.js';
import { sportsOperatorRoutes } from './sports-operator.routes.js';
import { sportsPlayerRoutes } from './sports-player.routes.js';
import { settlePending } from './settlement.js';

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
      return {
        sport: session.game.engineConfig,
        minStake: session.game.minBet,
        maxPayout: formatMinor(MAX_PAYOUT_MINOR),
        rtp: ENGINE_RTP.sports,
      };
    },

    routes(app, deps) {
      sportsPlayerRoutes(app, deps);
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
