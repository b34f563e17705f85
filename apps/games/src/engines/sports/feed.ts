import type { SeamlessMatch } from '@app/contract';
import type { EngineDeps } from '../engine.js';
import { changedSince, type FixtureRow } from './fixtures.repository.js';

const toMatch = (f: FixtureRow): SeamlessMatch => ({
  vendor: f.vendor,
  matchId: f.id,
  gameCode: f.gameCode,
  sport: f.sport,
  leagueId: f.leagueId,
  leagueName: f.leagueName,
  homeTeam: f.homeTeam,
  awayTeam: f.awayTeam,
  // The site draws team crests itself.
  homeLogoUrl: '',
  awayLogoUrl: '',
  startsAt: f.startsAt.toISOString(),
  homeOdds: f.homeOdds,
  drawOdds: f.drawOdds,
  awayOdds: f.awayOdds,
  status: f.status,
});

/**
 * Sends the platform what changed since the last successful push (all of
 * it at start), so the site's match cards follow the book. A failed push is
 * tried again with the same window on the next tick.
 */
export function createMatchFeed(deps: EngineDeps) {
  let sentUpTo = 0;
  let running: Promise<void> | undefined;
  async function push() {
    const started = deps.clock();
    const changed = await changedSince(deps.db, new Date(sentUpTo - 1_000));
    if (changed.length) await deps.wallet.feedMatches(changed.map(toMatch));
    sentUpTo = started;
  }
  return {
    push(): Promise<void> {
      running ??= push().finally(() => (running = undefined));
      return running;
    },
  };
}
export type MatchFeed = ReturnType<typeof createMatchFeed>;
