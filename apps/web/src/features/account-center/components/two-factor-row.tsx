import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons/nav-icons';
import { routePath } from '../../../lib/routing/route-path';
import { useTwoFactorStatus } from '../api/two-factor';
import { registerTwoFactorTexts } from '../i18n/two-factor-texts';

registerTwoFactorTexts();

/** The security centre's row: on or off, leading to the screen that turns it on or off. Test id: security-two-factor. */
export function TwoFactorRow() {
  const { t } = useTranslation('twoFactor');
  const status = useTwoFactorStatus().data;
  return (
    <Link to={routePath('twoFactor')} className="card__row account-link" data-testid="security-two-factor">
      <span>
        {t('title')}{' '}
        {status ? (
          <span className={`pill ${status.enabled ? 'pill--good' : 'pill--wait'}`} data-testid="security-two-factor-state">
            {status.enabled ? t('on') : t('off')}
          </span>
        ) : null}
      </span>
      <span className="account-link__value">
        {status?.enabled ? t('manage') : t('turnOn')}
        <ChevronRightIcon size={18} />
      </span>
    </Link>
  );
}
