import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../components/ui/icons/nav-icons';
import { promptInstall } from '../../../lib/standalone/install-prompt';
import type { DownloadOptions as Options } from '../hooks/use-download-options';
import { registerAppDownloadTexts } from '../i18n/app-download-texts';
import './app-download.css';

registerAppDownloadTexts();

/**
 * The ways to get the app, shared by the download popup and the /m/app page: the browser's
 * install offer first (one tap, when the browser made it), then the operator's links.
 * Test ids: download-install, download-link-<IOS|Android|MOBILECONFIG>, download-none.
 */
export function DownloadOptionList({ options }: { options: Options }) {
  const { t } = useTranslation('appDownload');
  if (!options.canInstall && options.links.length === 0) {
    return (
      <p className="card__muted" data-testid="download-none">
        {t('none')}
      </p>
    );
  }
  return (
    <ul className="download-options">
      {options.canInstall ? (
        <li>
          <button type="button" className="download-option" data-testid="download-install" onClick={() => void promptInstall()}>
            <DownloadIcon className="download-option__icon" />
            <span className="download-option__text">
              <strong>{t('install')}</strong>
              <span>{t('installHint')}</span>
            </span>
          </button>
        </li>
      ) : null}
      {options.links.map((link) => (
        <li key={`${link.resourceType}-${link.url}`}>
          <a
            className="download-option"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`download-link-${link.resourceType}`}
          >
            <DownloadIcon className="download-option__icon" />
            <span className="download-option__text">
              <strong>{t(link.resourceType)}</strong>
              <span>{t(`${link.resourceType}Hint`)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Safari has no install offer: the web clip is added by hand (Share, then Add to Home Screen). */
export function IosSteps() {
  const { t } = useTranslation('appDownload');
  return (
    <section className="card" data-testid="download-ios-steps">
      <h2 className="card__title">{t('iosTitle')}</h2>
      <ol className="download-steps">
        <li>{t('iosStep1')}</li>
        <li>{t('iosStep2')}</li>
        <li>{t('iosStep3')}</li>
      </ol>
    </section>
  );
}
