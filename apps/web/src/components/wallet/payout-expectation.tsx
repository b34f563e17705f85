import type { PayoutExpectation as Expectation } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/preferences/use-language';
import { useUiStore } from '../../lib/ui/ui-store';
import { formatDayTime } from '../../lib/wallet/format-time';
import './payout-expectation.css';

/**
 * When a waiting withdrawal is expected to be paid, or, once the server's clock is past it, that it is late with a
 * way to customer service. Texts in the "money" namespace (registerMoneyTexts). Test id: payout-expected (data-overdue).
 */
export function PayoutExpectation({ expected }: { expected: Expectation }) {
  const { t } = useTranslation('money');
  const [language] = useLanguage();
  const openPanel = useUiStore((s) => s.openPanel);
  return (
    <p
      className={`payout-expected${expected.overdue ? ' payout-expected--late' : ''}`}
      data-testid="payout-expected"
      data-overdue={expected.overdue}
    >
      {expected.overdue ? (
        <>
          {t('overdue')}{' '}
          <button type="button" className="link-button" onClick={() => openPanel('serviceModal')}>
            {t('contactSupport')}
          </button>
        </>
      ) : (
        t('expectedBy', { time: formatDayTime(expected.expectedBy, language) })
      )}
    </p>
  );
}
