import { API, CLIENT_TYPE, PLATFORM, type Language, type Launch } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
      typeof v === 'object' &&
      v !== null &&
      typeof v.url === 'string' &&
      typeof v.nodeId === 'string' &&
      typeof v.gameName === 'string' &&
      (v.currency === 'BRL' || v.currency === 'PLAY');
    if (!ok) throw new TypeError('not a launch');
    return v as unknown as Launch;
  },
};

/** GET launch: needs a session; records the game in the member's recent list; the URL carries a single-use token. */
export function launchGame(params: LaunchParams, language: Language, signal?: AbortSignal): Promise<Launch> {
  const search = new URLSearchParams({
    nodeId: params.nodeId,
    version: '3',
    isGameH5: '1',
    platform: PLATFORM,
    clientType: String(CLIENT_TYPE),
    language,
  });
  if (params.matchId) search.set('matchId', params.matchId);
  if (params.leagueId) search.set('leagueId', params.leagueId);
  return apiGet(`${API.gameLaunch}?${search.toString()}`, { schema: launchParser, signal });
}

/** Each attempt is its own launch; nothing is cached or refetched behind the player's back. */
export const launchGameQueryOptions = (params: LaunchParams, language: Language, attempt: number) =>
  queryOptions({
    queryKey: ['games', 'launch', params, attempt] as const,
    queryFn: ({ signal }) => launchGame(params, language, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useLaunchGame(params: LaunchParams, language: Language, attempt: number) {
  return useQuery(launchGameQueryOptions(params, language, attempt));
}
