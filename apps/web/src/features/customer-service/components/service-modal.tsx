import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { DownloadIcon, HeadsetIcon } from '../../../components/ui/icons/nav-icons';
import { useSystemStatus } from '../../../lib/system-status/use-system-status';
import { usePanelOpen, useUiStore } from '../../../lib/ui/ui-store';
import './service-modal.css';

/** Customer-service entries and app downloads from the system status (SPEC §2). */
export function ServiceModal() {
  const { t } = useTranslation();
  const open = usePanelOpen('serviceModal');
  const closePanel = useUiStore((state) => state.closePanel);
  const info = useSystemStatus()?.info;
  if (!open) return null;
  const channels = info?.customerService.channels ?? [];
  const downloads = info?.resources.downloads ?? [];
  const empty = channels.length === 0 && downloads.length === 0;

  return (
    <Modal title={t('service.title')} testId="service-modal" onClose={() => closePanel('serviceModal')}>
      {empty ? <p className="service-modal__empty">{t('service.empty')}</p> : null}
      <ul className="service-modal__list">
        {channels.map((channel) => (
          <li key={`${channel.type}-${channel.url}`}>
            <a className="service-modal__link" href={channel.url} target="_blank" rel="noopener noreferrer">
              <HeadsetIcon size={20} />
              <span>{channel.title}</span>
            </a>
          </li>
        ))}
        {downloads.map((item) => (
          <li key={`${item.resourceType}-${item.url}`}>
            <a className="service-modal__link" href={item.url} target="_blank" rel="noopener noreferrer">
              <DownloadIcon size={20} />
              <span>{t(`service.resources.${item.resourceType}`)}</span>
            </a>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => closePanel('serviceModal')}>
        {t('actions.close')}
      </button>
    </Modal>
  );
}
