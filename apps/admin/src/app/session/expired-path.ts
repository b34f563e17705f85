import { EXPIRED_PATH, LOGIN_PATH } from '../../lib/refine/auth-provider';

/**
 * The sign-in page after a dead session, with the page the operator was on as refine's `to`: signing in again
 * returns there (the sign-in page itself is no page to return to).
 */
export function expiredPath(location: { pathname: string; search: string }): string {
  if (location.pathname === '/' || location.pathname.startsWith(LOGIN_PATH)) return EXPIRED_PATH;
  return `${EXPIRED_PATH}?to=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}
