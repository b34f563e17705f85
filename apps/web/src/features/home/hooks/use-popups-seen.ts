import { useCallback, useState } from 'react';
import { useSession } from '../../../lib/session/session-store';

const KEY = 'loginPopupsSeen';

/**
 * SPEC §2 login popups: shown once per login. The mark lives in session
 * storage under the login it belongs to (the token's last characters, never
 * the token itself), so a new login, or a new browser session for guests,
 * shows them again.
 */
export function usePopupsSeen(): [boolean, () => void] {
  const session = useSession();
  const login = session ? session.token.slice(-6) : 'guest';
  const read = () => {
    try {
      return window.sessionStorage.getItem(KEY) === login;
    } catch {
      return false;
    }
  };
  const [seenFor, setSeenFor] = useState<string | null>(() => (read() ? login : null));
  const markSeen = useCallback(() => {
    try {
      window.sessionStorage.setItem(KEY, login);
    } catch {
      // Private mode without storage: the popups stay closed for this page only.
    }
    setSeenFor(login);
  }, [login]);
  return [seenFor === login || read(), markSeen];
}
