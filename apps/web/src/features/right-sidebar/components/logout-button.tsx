import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@app/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LogoutIcon } from '../../../components/ui/icons/nav-icons';
import { logout } from '../../../lib/session/logout';

/** Logout after a confirmation (SPEC §4): revokes and clears the session, then replaces the route with home. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <button type="button" className="sidebar-logout" data-testid="logout" onClick={() => setConfirming(true)}>
        <LogoutIcon size={20} />
        <span>{t('actions.logout')}</span>
      </button>
      {confirming ? (
        <ConfirmDialog
          testId="logout-confirm"
          title={t('prompt.title')}
          message={t('sidebar.logoutConfirm')}
          cancelLabel={t('actions.cancel')}
          confirmLabel={t('actions.confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            if (leaving) return;
            setLeaving(true);
            void logout(queryClient).then(() => {
              setLeaving(false);
              setConfirming(false);
              void navigate(HOME_PATH, { replace: true });
            });
          }}
        />
      ) : null}
    </>
  );
}
