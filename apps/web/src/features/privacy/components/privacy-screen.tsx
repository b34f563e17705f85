import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { usePrivacyOverview } from '../api/privacy-overview';
import { registerPrivacyTexts } from '../i18n/privacy-texts';
import { ClosureCard } from './closure-card';
import { ExportCard } from './export-card';
import '../../../components/ui/card.css';
import './privacy.css';

registerPrivacyTexts();

/**
 * /m/privacy: the player's personal data under the LGPD (issue 30 item 10): a copy of it, and closing the account.
 * Test ids: screen-privacy, privacy-failed, and those of its cards.
 */
export function PrivacyScreen() {
  const { t } = useTranslation('privacy');
  const tc = useTranslation().t;
  const overview = usePrivacyOverview();
  const data = overview.data;
  // The newest closure, when an operator refused it: the player reads why (an open one has signed them out).
  const refused = data?.requests.find((request) => request.kind === 'closure');
  return (
    <Screen id="privacy" title={t('routes:privacy')} className="member-screen privacy">
      <p className="card__muted">{t('intro')}</p>
      {overview.isPending ? <Spinner label={tc('loading')} /> : null}
      {overview.isError ? (
        <section className="card" data-testid="privacy-failed">
          <p className="card__muted">{t('failed')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void overview.refetch()}>
            {t('retry')}
          </button>
        </section>
      ) : null}
      {data ? (
        <>
          <ExportCard overview={data} />
          <ClosureCard refused={refused?.status === 'refused' ? refused : undefined} />
        </>
      ) : null}
    </Screen>
  );
}
