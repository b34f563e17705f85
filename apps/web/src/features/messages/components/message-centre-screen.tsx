import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ChatIcon, MegaphoneIcon } from '../../../components/ui/icons/footer-icons';
import { HandshakeIcon, MailIcon, TelegramIcon } from '../../../components/ui/icons/message-icons';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { TitleBar } from '../../../components/ui/title-bar';
import { isTrialSession, FREE_REJECT_MS } from '../../../lib/member/member-rules';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useUnreadCounts } from '../../../lib/messages/use-unread-counts';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { routePath } from '../../../lib/routing/route-path';
import { useSession } from '../../../lib/session/session-store';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { showToast } from '../../../lib/ui/toast-store';
import { useUiStore } from '../../../lib/ui/ui-store';
import { useOpenChat } from '../../../lib/messages/use-open-chat';
import './messages.css';

registerMessagesTexts();

interface RowProps {
  name: string;
  icon: ReactNode;
  title: string;
  hint: string;
  count?: number;
}

function RowBody({ name, icon, title, hint, count = 0 }: RowProps) {
  return (
    <>
      <span className="message-row__icon">{icon}</span>
      <span className="message-row__text">
        <span className="message-row__title">{title}</span>
        <span className="message-row__hint">{hint}</span>
      </span>
      <span className="message-row__badge">
        <Badge count={count} testId={`message-badge-${name}`} />
      </span>
      <ChevronRightIcon size={18} />
    </>
  );
}

/**
 * /m/message (SPEC §2 Message centre): Telegram, announcements (badge),
 * messages (badge), live chat (only with CBS3, badge), affiliate service.
 * Test ids: message-row-<telegram|announcements|inbox|chat|affiliate>, message-badge-<name>.
 */
export function MessageCentreScreen() {
  const { t } = useTranslation('messages');
  const onBack = useBackAction('history');
  const counts = useUnreadCounts();
  const info = useSystemStatus()?.info;
  const session = useSession();
  const openPanel = useUiStore((state) => state.openPanel);
  const openChat = useOpenChat();
  const telegram = info?.resources.downloads.find((d) => d.resourceType === 'TELEGRAM')?.url;
  const chatOn = info?.whitelabel.CBS3 === true;
  const refuseTrial = () => showToast(t('errors:free_reject'), 'error', FREE_REJECT_MS.inbox);
  const trial = isTrialSession(session);

  return (
    <Screen id="message" title={t('routes:message')} className="message-centre">
      <TitleBar title={t('routes:message')} onBack={onBack} backLabel={t('actions.back', { ns: 'common' })} />
      <ul className="message-centre__list">
        {telegram ? (
          <li>
            <a className="message-row" data-testid="message-row-telegram" href={telegram} target="_blank" rel="noopener noreferrer">
              <RowBody name="telegram" icon={<TelegramIcon />} title={t('centre.telegram')} hint={t('centre.telegramHint')} />
            </a>
          </li>
        ) : null}
        <li>
          <Link className="message-row" data-testid="message-row-announcements" to={routePath('notice')}>
            <RowBody
              name="announcements"
              icon={<MegaphoneIcon />}
              title={t('centre.announcements')}
              hint={t('centre.announcementsHint')}
              count={counts.announcement}
            />
          </Link>
        </li>
        <li>
          {trial ? (
            <button type="button" className="message-row" data-testid="message-row-inbox" onClick={refuseTrial}>
              <RowBody name="inbox" icon={<MailIcon />} title={t('centre.inbox')} hint={t('centre.inboxHint')} />
            </button>
          ) : (
            <Link className="message-row" data-testid="message-row-inbox" to={routePath('webEmail')}>
              <RowBody name="inbox" icon={<MailIcon />} title={t('centre.inbox')} hint={t('centre.inboxHint')} count={counts.inbox} />
            </Link>
          )}
        </li>
        {chatOn ? (
          <li>
            <button type="button" className="message-row" data-testid="message-row-chat" onClick={trial ? refuseTrial : openChat}>
              <RowBody name="chat" icon={<ChatIcon />} title={t('centre.chat')} hint={t('centre.chatHint')} count={counts.chat} />
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="message-row" data-testid="message-row-affiliate" onClick={() => openPanel('serviceModal')}>
            <RowBody name="affiliate" icon={<HandshakeIcon />} title={t('centre.affiliate')} hint={t('centre.affiliateHint')} />
          </button>
        </li>
      </ul>
    </Screen>
  );
}
