import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@app/contract';
import { routePath } from '../routing/route-path';
import { useSession } from '../session/session-store';

/** What the game page needs to launch a game (SPEC §3 launch data the site knows). */
export interface LaunchTarget {
  nodeId: string;
  matchId?: string;
  leagueId?: string;
}

/** The game page address for a target; it launches on load, so a reload launches again. */
export function gameCenterHref(target: LaunchTarget): string {
  const search = new URLSearchParams({ nodeId: target.nodeId });
  if (target.matchId) search.set('matchId', target.matchId);
  if (target.leagueId) search.set('leagueId', target.leagueId);
  return `${routePath('gameCenter')}?${search.toString()}`;
}

/** SPEC §4 game launch: no session goes to /m/login, otherwise to the game page. */
export function useOpenGame(): (target: LaunchTarget) => void {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  return useCallback((target) => void navigate(signedIn ? gameCenterHref(target) : LOGIN_PATH), [navigate, signedIn]);
}
