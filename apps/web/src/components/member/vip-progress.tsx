import { useTranslation } from 'react-i18next';
import type { VipStatus } from '@app/contract';
import { useLanguage } from '../../lib/preferences/use-language';
import { formatMoney } from '../../lib/wallet/format-money';
import './vip-progress.css';

/** Cents between two money strings, as a money string ("1000.00" - "250.50" = "749.50"). */
function remaining(target: string, done: string): string {
  const cents = Math.max(0, Math.round(Number(target) * 100) - Math.round(Number(done) * 100));
  return (cents / 100).toFixed(2);
}

/**
 * Progress to the next VIP level (SPEC §2 right sidebar, VIP label): a bar
 * and what is left to stake; shown in the sidebar and the member centre.
 * Test ids: <prefix>-vip-progress (aria-valuenow), <prefix>-vip-next.
 */
export function VipProgress({ vip, testIdPrefix }: { vip: VipStatus; testIdPrefix: string }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return (
    <div className="vip-progress">
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={t('sidebar.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={vip.progressPercent}
        data-testid={`${testIdPrefix}-vip-progress`}
      >
        <div className="vip-progress__bar" style={{ width: `${vip.progressPercent}%` }} />
      </div>
      <p className="vip-progress__text" data-testid={`${testIdPrefix}-vip-next`}>
        {vip.next
          ? t('sidebar.vipNext', { amount: formatMoney(remaining(vip.next.minTurnover, vip.turnover), language), name: vip.next.name })
          : t('sidebar.vipTop')}
      </p>
    </div>
  );
}
