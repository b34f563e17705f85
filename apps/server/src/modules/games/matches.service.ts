import { IN_HOUSE_VENDOR_CODE, type Language, type MatchGroup, type SeamlessMatch } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { CatalogueDeps } from './catalogue.service.js';
import { teamArtUrl } from './art-urls.js';
import * as repository from './matches.repository.js';

/** A match stays on the cards for two hours after kick-off (it may be live). */
const LIVE_WINDOW_MS = 2 * 60 * 60 * 1000;
const MAX_PER_GROUP = 10;

/** The home match sections: one group per sports game of the catalogue that has fixtures, matches soonest first. */
export async function matchGroups(deps: CatalogueDeps, merchantId: number, language: Language): Promise<MatchGroup[]> {
  const snapshot = await deps.catalogue.get(merchantId);
  const rows = await repository.upcomingMatches(deps.db, new Date(deps.clock() - LIVE_WINDOW_MS), 200);
  const gamesByKey = new Map(snapshot.games.filter((g) => g.engine === 'sports').map((g) => [`${g.vendor}/${g.gameCode}`, g]));
  const groups = new Map<number, MatchGroup>();
  for (const row of rows) {
    const game = gamesByKey.get(`${row.vendor}/${row.gameCode}`);
    if (!game) continue;
    let group = groups.get(game.id);
    if (!group)
      groups.set(
        game.id,
        (group = { gameName: game.api[language].displayName, gameClassifyNew: game.engineConfig ?? game.gameType, matchList: [] }),
      );
    if (group.matchList.length >= MAX_PER_GROUP) continue;
    group.matchList.push({
      league: row.leagueName,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      homeTeamImageUrl: row.homeLogoUrl,
      awayTeamImageUrl: row.awayLogoUrl,
      matchTime: row.startsAt.toISOString(),
      moneyLine: { homeTeamOdds: row.homeOdds, awayTeamOdds: row.awayOdds, drawOdds: row.drawOdds },
      vendor: row.vendor,
      gameId: row.gameCode,
      nodeId: String(game.id),
      matchId: row.matchId,
      leagueId: row.leagueId,
    });
  }
  return [...groups.values()];
}

/**
 * The match feed of the seamless wallet: the in-house sportsbook (the game
 * server) sends its fixtures as they are created, repriced and settled.
 */
export async function acceptMatchFeed(
  deps: Pick<CatalogueDeps, 'db'>,
  vendor: string,
  matches: SeamlessMatch[],
): Promise<{ accepted: number }> {
  if (vendor !== IN_HOUSE_VENDOR_CODE) throw new AppError('permission.denied');
  await repository.upsertMatches(
    deps.db,
    // A feed without crests gets the site's drawn ones.
    matches.map((m) => ({
      ...m,
      homeLogoUrl: m.homeLogoUrl || teamArtUrl(m.homeTeam),
      awayLogoUrl: m.awayLogoUrl || teamArtUrl(m.awayTeam),
      startsAt: new Date(m.startsAt),
    })),
  );
  return { accepted: matches.length };
}
