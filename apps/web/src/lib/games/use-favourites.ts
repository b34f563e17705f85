import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, type Game } from '@app/contract';
import { useSession } from '../session/session-store';
import { changeFavourite } from './api/favourites';
import { favouriteIdsQuery, gameKeys } from './game-queries';

/** The member's favourite node ids, loaded once per session (SPEC §7: page 1 of 100); null for guests. */
export function useFavouriteIds(): string[] | null {
  const token = useSession()?.token ?? '';
  const query = useQuery({ ...favouriteIdsQuery(token), enabled: token !== '' });
  return token ? (query.data ?? null) : null;
}

/** Adds in flight, so a second tap before the answer does not add twice. */
const pendingAdds = new Set<string>();

/**
 * SPEC §4 favourites: a removal shows at once (and comes back if the server
 * refuses); an add waits for the server and is skipped when the game is
 * already a favourite or being added.
 */
export async function toggleFavourite(client: QueryClient, token: string, game: Pick<Game, 'nodeId' | 'vassalage'>): Promise<void> {
  const key = gameKeys.favIds(token);
  const ids = client.getQueryData<string[]>(key) ?? [];
  const body = { nodeId: game.nodeId, vendor: game.vassalage };
  if (ids.includes(game.nodeId)) {
    client.setQueryData<string[]>(key, (now = []) => now.filter((id) => id !== game.nodeId));
    try {
      await changeFavourite('remove', body);
    } catch (error) {
      client.setQueryData<string[]>(key, (now = []) => (now.includes(game.nodeId) ? now : [game.nodeId, ...now]));
      throw error;
    }
  } else {
    if (pendingAdds.has(game.nodeId)) return;
    pendingAdds.add(game.nodeId);
    try {
      await changeFavourite('add', body);
      client.setQueryData<string[]>(key, (now = []) => (now.includes(game.nodeId) ? now : [game.nodeId, ...now]));
    } finally {
      pendingAdds.delete(game.nodeId);
    }
  }
  await client.invalidateQueries({ queryKey: gameKeys.favLists });
}

/** The star's action: guests go to /m/login (SPEC §2 game tile). Resolves false when the call failed. */
export function useToggleFavourite(): (game: Pick<Game, 'nodeId' | 'vassalage'>) => Promise<boolean> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const token = useSession()?.token ?? '';
  return useCallback(
    async (game) => {
      if (!token) {
        void navigate(LOGIN_PATH);
        return true;
      }
      try {
        await toggleFavourite(client, token, game);
        return true;
      } catch {
        return false;
      }
    },
    [client, navigate, token],
  );
}
