import { useTranslation } from 'react-i18next';
import type { PrivacyOverview, PrivacyRequest } from '@app/contract';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useLanguage } from '../../../lib/preferences/use-language';
import { showToast } from '../../../lib/ui/toast-store';
import { formatDateTime } from '../../../lib/wallet/format-time';
import { useAskExport } from '../api/ask-export';
import { downloadExport } from '../api/download-export';

type Shown = PrivacyRequest['status'] | 'expired';
const tones: Record<Shown, string> = {
  pending: 'pill--wait',
  processing: 'pill--wait',
  done: 'pill--good',
  refused: 'pill--bad',
  failed: 'pill--bad',
  expired: '',
};

/** A done copy whose 7 days have passed reads "expired". */
const shownStatus = (request: PrivacyRequest): Shown => (request.status === 'done' && !request.downloadable ? 'expired' : request.status);

/** One copy: when it was asked, where it stands, until when it can be downloaded, and its download. */
function ExportRow({ request }: { request: PrivacyRequest }) {
  const { t } = useTranslation('privacy');
  const [language] = useLanguage();
  const errorText = useErrorText();
  const status = shownStatus(request);
  const save = () => {
    const date = (request.completedAt ?? request.requestedAt).slice(0, 10);
    downloadExport(request.id, t('exportFileName', { date })).catch((error: unknown) => showToast(errorText(error), 'error'));
  };
  return (
    <li data-testid={`privacy-export-${request.id}`}>
      <div className="rows__line">
        <span>{t('requestedAt', { date: formatDateTime(request.requestedAt, language) })}</span>
        <span className={`pill ${tones[status]}`} data-testid={`privacy-export-${request.id}-status`}>
          {t(`status.${status}`)}
        </span>
      </div>
      {request.downloadable && request.expiresAt ? (
        <div className="rows__sub">
          <span>{t('expiresAt', { date: formatDateTime(request.expiresAt, language) })}</span>
          <button type="button" className="link-button" data-testid={`privacy-download-${request.id}`} onClick={save}>
            {t('exportDownload')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "Cópia dos meus dados": ask (once a day) and the copies asked, each downloadable for 7 days. Test ids:
 * privacy-export-ask, privacy-export-next, privacy-export-<id>(-status), privacy-download-<id>.
 */
export function ExportCard({ overview }: { overview: PrivacyOverview }) {
  const { t } = useTranslation('privacy');
  const [language] = useLanguage();
  const errorText = useErrorText();
  const ask = useAskExport();
  const exports = overview.requests.filter((request) => request.kind === 'export');
  const onAsk = () =>
    ask.mutate(undefined, {
      onSuccess: () => showToast(t('exportAsked'), 'success'),
      onError: (error) => showToast(errorText(error), 'error'),
    });
  return (
    <section className="card" aria-labelledby="privacy-export-title">
      <h2 className="card__title" id="privacy-export-title">
        {t('exportTitle')}
      </h2>
      <p className="card__muted">{t('exportText')}</p>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="privacy-export-ask"
        disabled={ask.isPending || overview.nextExportAt !== null}
        onClick={onAsk}
      >
        {t('exportAsk')}
      </button>
      {overview.nextExportAt ? (
        <p className="card__muted" data-testid="privacy-export-next">
          {t('exportNext', { date: formatDateTime(overview.nextExportAt, language) })}
        </p>
      ) : null}
      {exports.length === 0 ? <p className="card__muted">{t('exportNone')}</p> : null}
      <ul className="rows">
        {exports.map((request) => (
          <ExportRow key={request.id} request={request} />
        ))}
      </ul>
    </section>
  );
}
