import { useTranslation } from 'react-i18next';
import { InviteIcon } from '../../../components/ui/icons/footer-icons';
import { useInviteEntry } from '../../../lib/referral/invite-entry';

/** SPEC §6 invite link: hidden for agents; otherwise the shared invite entry rule. */
export function InviteLink() {
  const { t } = useTranslation();
  const invite = useInviteEntry();
  if (invite.action === 'agent') return null;
  return (
    <button type="button" className="invite-link" data-testid="home-invite" data-section="invite" onClick={invite.open}>
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
