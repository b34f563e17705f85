import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '@app/contract';
import { InviteIcon } from '../../../components/ui/icons/footer-icons';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { showToast } from '../../../lib/ui/toast-store';
import { inviteAction, referralEnabled } from '../config/invite';

/** SPEC §9/§8: coming_soon shows for 1 s. */
const COMING_SOON_MS = 1000;

/** SPEC §6 invite link (hidden for agents). */
export function InviteLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const action = inviteAction(session, referralEnabled(useSystemStatus()));
  if (action === 'hidden') return null;
  const onClick = () => {
    if (action === 'comingSoon') showToast(t('comingSoon.title'), 'info', COMING_SOON_MS);
    else void navigate(action === 'login' ? LOGIN_PATH : routePath('inviteFriends'));
  };
  return (
    <button type="button" className="invite-link" data-testid="home-invite" data-section="invite" onClick={onClick}>
      <span className="invite-link__icon">
        <InviteIcon size={26} />
      </span>
      <span className="invite-link__text">
        <strong>{t('lobby:invite.title')}</strong>
        <span>{t('lobby:invite.text')}</span>
      </span>
      <span className="btn btn--primary btn--small">{t('lobby:invite.action')}</span>
    </button>
  );
}
