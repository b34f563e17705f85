import { Result } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Adjustment } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';

/** What became of a requested adjustment: applied at once, or waiting for a second operator above the threshold. */
export function AdjustmentResult({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation('players');
  const { money } = useFormat();
  const values = { amount: money(adjustment.amount), username: adjustment.username };
  if (adjustment.status === 'pending') {
    return (
      <Result
        status="info"
        icon={<ClockCircleOutlined />}
        title={t('adjust.pendingTitle')}
        subTitle={t(`adjust.pending_${adjustment.direction}`, values)}
      />
    );
  }
  if (adjustment.status === 'applied') {
    return (
      <Result
        status="success"
        title={t(`adjust.applied_${adjustment.direction}`, values)}
        subTitle={adjustment.transferId ? t('adjust.transfer', { id: adjustment.transferId }) : undefined}
      />
    );
  }
  return <Result status="error" title={t(`adjust.status.${adjustment.status}`)} subTitle={adjustment.decisionNote ?? undefined} />;
}
