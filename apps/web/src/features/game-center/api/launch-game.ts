import { API, CLIENT_TYPE, PLATFORM, type Language, type Launch } from '@app/contract';
import { apiGet, type Parser } from '../../../lib/api/api-client';

/** The launch data the game page sends (SPEC §3; launch version 3). */
export interface LaunchParams {
  nodeId: string;
  matchId?: string;
  leagueId?: string;
}

const launchParser: Parser<Launch> = {
  parse: (value) => {
    const v = value as Record<string, unknown> | null;
    const ok =
      typeof v === 'object' && v !== null && typeof v.url === 'string' && typeof v.nodeId === 'string' && typeof v.gameName === 'string' && (v.currency === 'BRL' || v.currency === 'PLAY');
    if (!ok) throw new TypeError('not a launch');
    return v as unknown as Launch;
  },
};

/** GET launch: needs a session; records the game in the member's recent list; the URL carries a single-use token. */
export function launchGame(params: LaunchParams, language: Language, signal?: AbortSignal): Promise<Launch> {
  const search = new URLSearchParams({ nodeId: params.nodeId, version: '3', isGameH5: '1', platform: PLATFORM, clientType: String(CLIENT_TYPE), language });
  if (params.matchId) search.set('matchId', params.matchId);
  if (params.leagueId) search.set('leagueId', params.leagueId);
  return apiGet(`${API.gameLaunch}?${search.toString()}`, { schema: launchParser, signal });
}
