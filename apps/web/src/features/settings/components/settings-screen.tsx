import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '@app/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ChevronRightIcon, LogoutIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { routePath } from '../../../lib/routing/route-path';
import { logout } from '../../../lib/session/logout';
import { NotificationsToggle } from './notifications-toggle';
import '../../../components/ui/card.css';
import './settings.css';

registerMessagesTexts();

/**
 * /m/set (SPEC §2 Settings): the change-password row and the sign-out button
 * (with the logout confirmation of SPEC §4), and the rows of the responsible-gaming and identity pages. Test ids:
 * set-change-password, set-responsible-gaming, set-verify-identity, set-notifications, set-logout, set-logout-confirm.
 */
export function SettingsScreen() {
  const { t } = useTranslation('messages');
  const tc = useTranslation().t;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  return (
    <Screen id="set" title={t('routes:set')} className="member-screen settings">
      <section className="card settings__card">
        <Link to={routePath('changePsw')} className="settings__row" data-testid="set-change-password">
          <span>{t('settingsChangePassword')}</span>
          <ChevronRightIcon size={18} />
        </Link>
        <Link to={routePath('responsibleGaming')} className="settings__row" data-testid="set-responsible-gaming">
          <span>{t('routes:responsibleGaming')}</span>
          <ChevronRightIcon size={18} />
        </Link>
        <Link to={routePath('verifyIdentity')} className="settings__row" data-testid="set-verify-identity">
          <span>{t('routes:verifyIdentity')}</span>
          <ChevronRightIcon size={18} />
        </Link>
        <NotificationsToggle />
      </section>
      <button
        type="button"
        className="btn btn--ghost btn--block settings__logout"
        data-testid="set-logout"
        onClick={() => setConfirming(true)}
      >
        <LogoutIcon size={18} /> {t('settingsLogout')}
      </button>
      {confirming ? (
        <ConfirmDialog
          testId="set-logout-confirm"
          title={tc('prompt.title')}
          message={tc('sidebar.logoutConfirm')}
          cancelLabel={tc('actions.cancel')}
          confirmLabel={tc('actions.confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            if (leaving) return;
            setLeaving(true);
            void logout(client).then(() => void navigate(HOME_PATH, { replace: true }));
          }}
        />
      ) : null}
    </Screen>
  );
}
