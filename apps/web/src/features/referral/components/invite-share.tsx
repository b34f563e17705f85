import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '@app/contract';
import { showToast } from '../../../lib/ui/toast-store';

/** Share targets that take the text in their URL (opened in a new tab). */
export function shareLinks(link: string, text: string) {
  const message = `${text} ${link}`;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  };
}

/** The link, code and QR with copy and share buttons (the system share sheet when the browser has one). */
export function InviteShare({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const links = shareLinks(summary.link, t('shareText'));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = () => {
    const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
    if (!clipboard) {
      showToast(t('copyFailed'), 'error');
      return;
    }
    clipboard.writeText(summary.link).then(
      () => showToast(t('copied'), 'success'),
      () => showToast(t('copyFailed'), 'error'),
    );
  };
  const share = () => {
    // A dismissed share sheet rejects: nothing to tell the member.
    navigator.share({ title: t('title'), text: t('shareText'), url: summary.link }).catch(() => undefined);
  };

  return (
    <section className="card invite-share">
      <img className="invite-share__qr" src={summary.qrImage} alt={t('qrAlt')} data-testid="invite-qr" width={180} height={180} />
      <p className="card__muted">{t('yourCode')}</p>
      <p className="invite-share__code" data-testid="invite-code">
        {summary.inviteCode}
      </p>
      <label className="card__muted" htmlFor="invite-link">
        {t('yourLink')}
      </label>
      <input
        id="invite-link"
        className="invite-share__link"
        readOnly
        value={summary.link}
        data-testid="invite-link"
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="btn btn--primary btn--block" data-testid="invite-copy" onClick={copy}>
        {t('copy')}
      </button>
      <div className="invite-share__actions">
        {canShare ? (
          <button type="button" className="btn btn--ghost" data-testid="invite-share-native" onClick={share}>
            {t('share')}
          </button>
        ) : null}
        <a
          className="btn btn--ghost invite-share__whatsapp"
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="invite-share-whatsapp"
        >
          {t('whatsapp')}
        </a>
        <a
          className="btn btn--ghost invite-share__telegram"
          href={links.telegram}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="invite-share-telegram"
        >
          {t('telegram')}
        </a>
      </div>
    </section>
  );
}
