import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { errorMessageKey } from '../api/api-error';
import { onApiError } from '../api/api-events';
import { TOAST_MS, showToast } from '../ui/toast-store';
import { clearLocalSession } from './logout';
import { PROTECTION_ENDED_CODES, refusalToastMs } from './protection-refusal';
import { useSessionStore } from './session-store';

export const SESSION_ENDED_CODES: readonly string[] = ['login.not.session', 'login.logged.out', ...PROTECTION_ENDED_CODES];

/**
 * A call answered "no session", "logged out elsewhere", or a protection refusal (time limit, pause, exclusion): the
 * stored session is dead, so it is cleared, the member told why, and sent to log in.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(
    () =>
      onApiError((error) => {
        if (!SESSION_ENDED_CODES.includes(error.errorCode)) return;
        if (!useSessionStore.getState().session) return;
        clearLocalSession(queryClient);
        showToast(t(`errors:${errorMessageKey(error.errorCode)}`), 'error', refusalToastMs(error) ?? TOAST_MS.short);
        void navigate(LOGIN_PATH, { replace: true });
      }),
    [navigate, queryClient, t],
  );
}
