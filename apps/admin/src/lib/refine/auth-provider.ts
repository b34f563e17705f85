import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from '@refinedev/core';
import { API, type OperatorSession } from '@app/contract';
import { apiRequest } from '../api/api-client';
import { isSessionError } from '../api/api-error';
import { currentMe, fetchMe, rememberMe } from '../session/me';
import { clearToken, readToken, storeToken } from '../session/session-token';

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/change-password';
/**
 * Where a dead session lands: the sign-in page says why. A path rather than a query: refine appends its own `?to=`
 * (the page to return to) to a redirect, which a query already in the path would break.
 */
export const EXPIRED_PATH = `${LOGIN_PATH}/expired`;

/** One operator's cached answers must never show to the next one signed in this tab. */
function forgetCachedData(queryClient: QueryClient): void {
  queryClient.getQueryCache().clear();
}

/**
 * refine's auth provider. Signing in is two steps on our own pages (password, then the authenticator code); the
 * second step's answer, the session, comes to `login`. `check` asks the server who is signed in; a 401 anywhere
 * ends the session here too.
 */
export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  return {
    login: async (session: OperatorSession) => {
      forgetCachedData(queryClient);
      storeToken(session.token);
      rememberMe(session.me);
      return { success: true, redirectTo: session.me.mustChangePassword ? CHANGE_PASSWORD_PATH : '/' };
    },
    logout: async (params?: { redirectPath?: string }) => {
      const token = readToken();
      // Forgotten first: a second sign-out (a 401 seen twice) then has nothing to send, and the 401 of a session that
      // is already dead does not announce its end again.
      clearToken();
      rememberMe(null);
      if (token) await apiRequest(API.operatorSession, { method: 'DELETE', token }).catch(() => undefined);
      forgetCachedData(queryClient);
      return { success: true, redirectTo: params?.redirectPath ?? LOGIN_PATH };
    },
    check: async () => {
      if (!readToken()) return { authenticated: false, redirectTo: LOGIN_PATH };
      try {
        rememberMe(await fetchMe());
        return { authenticated: true };
      } catch (error) {
        if (isSessionError(error)) {
          clearToken();
          return { authenticated: false, logout: true, redirectTo: EXPIRED_PATH };
        }
        return { authenticated: false, redirectTo: LOGIN_PATH, error: error instanceof Error ? error : undefined };
      }
    },
    onError: async (_error: unknown) => {
      // A dead session (401) is already being ended: the API client announced it (session-events) and the app's
      // listener signs out once, returning to this page afterwards; a second sign-out here would race it.
      // A 403 is the role's limit, not the session's: the screen's notification says so.
      return {};
    },
    getIdentity: async () => {
      const me = currentMe() ?? (await fetchMe());
      rememberMe(me);
      return me;
    },
    getPermissions: async () => currentMe()?.permissions ?? [],
  };
}
