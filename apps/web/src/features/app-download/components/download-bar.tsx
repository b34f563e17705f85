import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/ui/icon-button';
import { CloseIcon, DownloadIcon } from '../../../components/ui/icons/nav-icons';
import { hideDownloadBar, useDownloadBarHidden } from '../../../lib/preferences/download-bar';
import { useUiStore } from '../../../lib/ui/ui-store';
import { useDownloadOptions } from '../hooks/use-download-options';
import './download-bar.css';

/**
 * The slim bar under the home header inviting to get the app (SPEC §4 "download bar shown until hidden").
 * Only in a browser (not the app or installed web app) and only with something to offer: app links or the
 * browser's install offer. Closing it stores hideDownloadBar. Part of the first load: its texts are common.
 * Test ids: download-bar, download-bar-open, download-bar-close.
 */
export function DownloadBar() {
  const { t } = useTranslation();
  const openPanel = useUiStore((s) => s.openPanel);
  const hidden = useDownloadBarHidden();
  const { links, canInstall, standalone } = useDownloadOptions();
  if (hidden || standalone || (links.length === 0 && !canInstall)) return null;
  return (
    <div className="download-bar" data-testid="download-bar">
      <DownloadIcon size={20} className="download-bar__icon" aria-hidden="true" />
      <span className="download-bar__text">{t('downloadBar.text')}</span>
      <button
        type="button"
        className="btn btn--primary btn--small"
        data-testid="download-bar-open"
        onClick={() => openPanel('downloadPopup')}
      >
        {t('downloadBar.action')}
      </button>
      <IconButton label={t('downloadBar.close')} data-testid="download-bar-close" onClick={hideDownloadBar}>
        <CloseIcon size={18} />
      </IconButton>
    </div>
  );
}
