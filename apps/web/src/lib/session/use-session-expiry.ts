import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOGIN_PATH } from '@app/contract';
import { onApiError } from '../api/api-events';
import { showApiErrorToast } from '../api/error-toast';
import { TOAST_MS } from '../ui/toast-store';
import { routePath } from '../routing/route-path';
import { clearLocalSession } from './logout';
import { PROTECTION_ENDED_CODES, refusalToastMs, WITHDRAW_ONLY_CODES } from './protection-refusal';
import { useSessionStore } from './session-store';

export const SESSION_ENDED_CODES: readonly string[] = ['login.not.session', 'login.logged.out', ...PROTECTION_ENDED_CODES];

/**
 * A call answered "no session", "logged out elsewhere", or the time limit: the stored session is dead, so it is
 * cleared, the member told why, and sent to log in. A pause, an exclusion or a restriction leaves a withdraw-only
 * session: the member is told why and taken to the page that leads to the withdrawal.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onApiError((error) => {
        if (!useSessionStore.getState().session) return;
        if (WITHDRAW_ONLY_CODES.includes(error.errorCode)) {
          showApiErrorToast(error, TOAST_MS.long);
          const hold = routePath('responsibleGaming');
          if (window.location.pathname !== hold) void navigate(hold, { replace: true });
          return;
        }
        if (!SESSION_ENDED_CODES.includes(error.errorCode)) return;
        clearLocalSession(queryClient);
        showApiErrorToast(error, refusalToastMs(error) ?? TOAST_MS.short);
        void navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, queryClient],
  );
}
