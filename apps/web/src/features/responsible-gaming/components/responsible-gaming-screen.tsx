import { useTranslation } from 'react-i18next';
import { requiredLimitKinds, type ProtectionStatus } from '@app/contract';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { useProtectionStatus } from '../api/protection-status';
import { registerResponsibleGamingTexts } from '../i18n/responsible-gaming-texts';
import { AccountHoldCard, holdOf } from './account-hold-card';
import { BreakCard } from './break-card';
import { HelpCard } from './help-card';
import { LimitCard } from './limit-card';
import { NationalExclusionCard } from './national-exclusion-card';
import { RealityCheckCard } from './reality-check-card';
import '../../../components/ui/card.css';
import './responsible-gaming.css';

registerResponsibleGamingTexts();

/** Required limits not set yet: play and deposits are refused until they are (limits.required). */
function MissingBanner({ missing }: { missing: ProtectionStatus['missing'] }) {
  const { t } = useTranslation('responsibleGaming');
  const tl = useTranslation('limits').t;
  return (
    <div className="protection-banner" role="alert" data-testid="protection-missing">
      <strong>{t('missingTitle')}</strong>
      <span>{t('missingText', { kinds: missing.map((kind) => tl(`kinds.${kind}`)).join(', ') })}</span>
    </div>
  );
}

function LimitsCard({ status }: { status: ProtectionStatus }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <section className="card" aria-labelledby="limits-title">
      <h2 className="card__title" id="limits-title">
        {t('limitsTitle')}
      </h2>
      <ul className="limit-list">
        {status.limits.map((limit) => (
          <LimitCard key={limit.kind} limit={limit} mandatory={status.limitsRequired && requiredLimitKinds.includes(limit.kind)} />
        ))}
      </ul>
    </section>
  );
}

/** Under a pause, an exclusion or a restriction the page leads to the withdrawal: the session can do nothing else. */
function StatusCards({ status }: { status: ProtectionStatus }) {
  const hold = holdOf(status);
  if (hold) {
    return (
      <>
        <AccountHoldCard hold={hold} />
        <NationalExclusionCard url={status.selfExclusionUrl} />
      </>
    );
  }
  return (
    <>
      {status.missing.length > 0 ? <MissingBanner missing={status.missing} /> : null}
      <LimitsCard status={status} />
      <RealityCheckCard minutes={status.realityCheckMinutes} />
      <BreakCard />
      <NationalExclusionCard url={status.selfExclusionUrl} />
    </>
  );
}

/**
 * /m/responsibleGaming: the member's limits (used, left, pending changes, editing), the reality check's interval, a
 * pause or self-exclusion, the national self-exclusion service and where to get help. Test ids:
 * screen-responsibleGaming, protection-missing.
 */
export function ResponsibleGamingScreen() {
  const { t } = useTranslation('responsibleGaming');
  const tc = useTranslation().t;
  const errorText = useErrorText();
  const status = useProtectionStatus();
  const data = status.data;
  return (
    <Screen id="responsibleGaming" title={t('routes:responsibleGaming')} className="member-screen responsible-gaming">
      <p className="responsible-gaming__intro">{t('intro')}</p>
      {status.isPending ? <Spinner label={tc('loading')} /> : null}
      {status.isError ? <p className="card__muted">{errorText(status.error)}</p> : null}
      {data ? <StatusCards status={data} /> : null}
      <HelpCard />
    </Screen>
  );
}
