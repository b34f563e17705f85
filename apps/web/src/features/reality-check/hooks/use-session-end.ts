import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@app/contract';
import { logout } from '../../../lib/session/logout';
import { TOAST_MS, showToast } from '../../../lib/ui/toast-store';

/**
 * The two ways the feature ends a session, both the ordinary logout (revoked on the server, cleared here): "Sair" in
 * the reality check goes home as the menu's logout does; an idle session goes to login and says why, for long enough
 * to be read by someone coming back to the screen. Each runs once however often it is asked.
 */
export function useSessionEnd() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('realityCheck');
  const ending = useRef(false);

  const end = useCallback(
    (after: () => void) => {
      if (ending.current) return;
      ending.current = true;
      void logout(client).then(after);
    },
    [client],
  );
  const leave = useCallback(() => end(() => void navigate(HOME_PATH, { replace: true })), [end, navigate]);
  const endIdle = useCallback(
    () =>
      end(() => {
        showToast(t('idleLogout'), 'info', TOAST_MS.long);
        void navigate(LOGIN_PATH, { replace: true });
      }),
    [end, navigate, t],
  );
  return { leave, endIdle };
}
