import { ACTIVITY_PATH, HOME_PATH, isAgentType, LOGIN_PATH, type ClientRoute } from '@app/contract';
import type { SessionInfo } from '../../lib/session/session-storage';

/**
 * Where a visitor is sent instead of the route, per the route's contract
 * guard, or null when they may see it.
 */
export function guardRedirect(route: ClientRoute, session: SessionInfo | null, search: string): string | null {
  switch (route.guard) {
    case 'guest':
      return null;
    case 'member':
      return session ? null : LOGIN_PATH;
    case 'agent':
      if (!session) return LOGIN_PATH;
      return isAgentType(session.type) ? null : HOME_PATH;
    case 'agent-or-home':
      return session && isAgentType(session.type) ? null : HOME_PATH;
    case 'session-or-home':
      return session ? null : HOME_PATH;
    case 'session-or-activity':
      // The reward form needs both a member and the promotion it is for.
      return session && new URLSearchParams(search).get('id') ? null : ACTIVITY_PATH;
  }
}
