import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '@app/contract';
import { routePath } from '../../../lib/routing/route-path';

/**
 * What stands above the steps: the verified identity (with the way to deposit), the document under review, or the
 * operator's revocation and why. Test ids: kyc-verified, kyc-in-review, kyc-revoked.
 */
export function KycOutcome({ status }: { status: KycStatus }) {
  const { t } = useTranslation('kyc');
  if (status.verifiedAt) {
    return (
      <section className="card kyc-outcome kyc-outcome--good" role="status" data-testid="kyc-verified">
        <h2 className="card__title">{t('verified.title')}</h2>
        <p className="kyc-step__text">{t('verified.text')}</p>
        <Link className="btn btn--primary btn--block" to={routePath('voucherCenter')} data-testid="kyc-verified-deposit">
          {t('verified.deposit')}
        </Link>
      </section>
    );
  }
  if (status.document.state === 'pending') {
    return (
      <section className="card kyc-outcome kyc-outcome--wait" role="status" data-testid="kyc-in-review">
        <h2 className="card__title">{t('review.title')}</h2>
        <p className="kyc-step__text">{t('review.text')}</p>
      </section>
    );
  }
  if (status.revoked) {
    return (
      <section className="card kyc-outcome kyc-outcome--bad" role="alert" data-testid="kyc-revoked">
        <h2 className="card__title">{t('revoked.title')}</h2>
        <p className="kyc-step__text">
          {t(`revoked.${status.revoked.reason}`)} {t('revoked.again')}
        </p>
      </section>
    );
  }
  return null;
}
