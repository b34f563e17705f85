import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/preferences/use-language';
import { formatMoney } from '../../../lib/wallet/format-money';
import { useVipStatus } from '../api/vip-status';

/** Cents between two money strings, as a money string ("1000.00" - "250.50" = "749.50"). */
function remaining(target: string, done: string): string {
  const cents = Math.max(0, Math.round(Number(target) * 100) - Math.round(Number(done) * 100));
  return (cents / 100).toFixed(2);
}

/**
 * Progress to the next VIP level (SPEC §2 right sidebar, VIP label): a bar
 * and what is left to stake. Test ids: sidebar-vip-progress (aria-valuenow),
 * sidebar-vip-next.
 */
export function SidebarVip() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const vip = useVipStatus().data;
  if (!vip) return null;
  return (
    <div className="sidebar-vip">
      <div
        className="sidebar-vip__track"
        role="progressbar"
        aria-label={t('sidebar.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={vip.progressPercent}
        data-testid="sidebar-vip-progress"
      >
        <div className="sidebar-vip__bar" style={{ width: `${vip.progressPercent}%` }} />
      </div>
      <p className="sidebar-vip__text" data-testid="sidebar-vip-next">
        {vip.next
          ? t('sidebar.vipNext', { amount: formatMoney(remaining(vip.next.minTurnover, vip.turnover), language), name: vip.next.name })
          : t('sidebar.vipTop')}
      </p>
    </div>
  );
}
