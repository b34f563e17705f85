import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { routePath } from '../../../lib/routing/route-path';
import { useUiStore } from '../../../lib/ui/ui-store';
import { useDownloadOptions } from '../hooks/use-download-options';
import { DownloadOptionList } from './download-options';
import '../../../components/ui/card.css';

/** SPEC §2 home "download popup": opened by the header's download icon or the download bar. Test id: download-popup. */
export function DownloadPopup() {
  const { t } = useTranslation('appDownload');
  const closePanel = useUiStore((s) => s.closePanel);
  const close = () => closePanel('downloadPopup');
  const options = useDownloadOptions();
  return (
    <Modal title={t('routes:app')} testId="download-popup" onClose={close}>
      <div className="download-popup">
        <p className="card__muted">{t('intro')}</p>
        <DownloadOptionList options={options} />
        <Link to={routePath('app')} className="download-popup__more" data-testid="download-popup-more" onClick={close}>
          {t('moreOptions')}
        </Link>
        <button type="button" className="btn btn--ghost" data-testid="download-popup-close" onClick={close}>
          {t('common:actions.close')}
        </button>
      </div>
    </Modal>
  );
}
