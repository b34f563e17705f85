import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodeServicePath, LOGIN_PATH } from '@app/contract';
import { Modal } from '../../../components/ui/modal';
import { ChatIcon } from '../../../components/ui/icons/footer-icons';
import { DownloadIcon, HeadsetIcon } from '../../../components/ui/icons/nav-icons';
import { useOpenChat } from '../../../lib/messages/use-open-chat';
import { registerMessagesTexts } from '../../../lib/messages/messages-texts';
import { useSession } from '../../../lib/session/session-store';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import { useCustomerService } from '../api/customer-service';
import './service-modal.css';

registerMessagesTexts();

/** Path type "3" is the live chat (SPEC §7). */
const CHAT_TYPE = '3';
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

type ServiceEntry = { channel: string; title: string; type: string; url: string };

/** One service entry: the live chat (members; guests go to login) or a web link; other paths are not shown. */
function ServiceEntryLink({ entry, onChat }: { entry: ServiceEntry; onChat: () => void }) {
  if (entry.type === CHAT_TYPE)
    return (
      <button type="button" className="service-modal__link" data-testid={`service-entry-${entry.channel}`} onClick={onChat}>
        <ChatIcon size={20} />
        <span>{entry.title}</span>
      </button>
    );
  if (!isWebLink(entry.url)) return null;
  return (
    <a
      className="service-modal__link"
      data-testid={`service-entry-${entry.channel}`}
      href={entry.url}
      target="_blank"
      rel="noopener noreferrer"
    >
      <HeadsetIcon size={20} />
      <span>{entry.title}</span>
    </a>
  );
}

/**
 * SPEC §2 customer-service modal: the service entries of the customer-service
 * call (paths decoded with their last 8 characters as key, SPEC §7) and the
 * download/resource links of the status. The live chat entry launches the
 * chat (members; guests go to login). Closes on route change or mask click.
 * Test ids: service-modal, service-entry-<CHANNEL>, service-resource-<TYPE>, service-empty.
 */
export function ServiceModal() {
  const { t } = useTranslation();
  const open = usePanelOpen('serviceModal');
  const closePanel = useUiStore((state) => state.closePanel);
  const navigate = useNavigate();
  const session = useSession();
  const openChat = useOpenChat();
  const info = useSystemStatus()?.info;
  const service = useCustomerService(open);
  if (!open) return null;
  const close = () => closePanel('serviceModal');
  const startChat = () => {
    close();
    if (session) openChat();
    else void navigate(LOGIN_PATH);
  };
  const entries = (service.data?.version.pathList ?? []).flatMap((p) => {
    const url = decodeServicePath(p.path);
    return url === null ? [] : [{ ...p, url }];
  });
  const downloads = info?.resources.downloads ?? [];
  const empty = service.isSuccess && entries.length === 0 && downloads.length === 0;

  return (
    <Modal title={t('service.title')} testId="service-modal" onClose={close}>
      {empty ? (
        <p className="service-modal__empty" data-testid="service-empty">
          {t('service.empty')}
        </p>
      ) : null}
      <ul className="service-modal__list">
        {entries.map((entry) => (
          <li key={`${entry.channel}-${entry.title}`}>
            <ServiceEntryLink entry={entry} onChat={startChat} />
          </li>
        ))}
        {downloads.map((item) => (
          <li key={`${item.resourceType}-${item.url}`}>
            <a
              className="service-modal__link"
              data-testid={`service-resource-${item.resourceType}`}
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <DownloadIcon size={20} />
              <span>{t(`service.resources.${item.resourceType}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost btn--block" onClick={close}>
        {t('actions.close')}
      </button>
    </Modal>
  );
}
