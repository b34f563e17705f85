import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, type SessionInfo } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';
import { useSessionStore } from '../../../lib/session/session-store';
import { TOAST_MS, showToast } from '../../../lib/ui/toast-store';
import { activeLanguage } from '../../../lib/preferences/language';

function formatWhen(at: string, language: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return date.toLocaleString(language === 'en' ? 'en-GB' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' });
}

/** After login, registration or trial: keep the session, show the last login or a message, go home. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('auth');
  const setSession = useSessionStore((state) => state.setSession);
  return useCallback(
    (session: SessionInfo, message?: string) => {
      setSession(session);
      if (message) showToast(message, 'success');
      else if (session.lastLogin) {
        const time = formatWhen(session.lastLogin.at, activeLanguage(i18n));
        showToast(t('lastLogin', { time, ip: session.lastLogin.ip }), 'info', TOAST_MS.short);
      }
      // A paused, excluded or restricted member may only withdraw: the page that says why leads there.
      void navigate(session.withdrawOnly ? routePath('responsibleGaming') : HOME_PATH, { replace: true });
    },
    [i18n, navigate, setSession, t],
  );
}
