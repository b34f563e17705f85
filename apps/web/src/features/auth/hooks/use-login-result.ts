import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isTwoFactorChallenge, type LoginResult } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';
import { useTwoFactorStore } from './two-factor-store';
import { useCompleteLogin } from './use-complete-login';

/**
 * After a login call: a session completes the login; a challenge keeps it for the code step, which the login
 * screen shows (a social login from the register screen goes there for it).
 */
export function useLoginResult() {
  const complete = useCompleteLogin();
  const setPending = useTwoFactorStore((state) => state.setPending);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (result: LoginResult) => {
      if (!isTwoFactorChallenge(result)) {
        complete(result);
        return;
      }
      setPending(result.twoFactor);
      const loginPath = routePath('login');
      if (pathname !== loginPath) void navigate(loginPath);
    },
    [complete, navigate, pathname, setPending],
  );
}
