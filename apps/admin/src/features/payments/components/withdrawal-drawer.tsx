import { useShow } from '@refinedev/core';
import { Alert, Divider, Drawer, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDetail } from '@app/contract';
import { WITHDRAWALS_PATH } from '../paths';
import { RiskFlagTags } from './payment-tags';
import { WithdrawalDecide } from './withdrawal-decide';
import { WithdrawalFlags } from './withdrawal-flags';
import { WithdrawalHistory } from './withdrawal-history';
import { WithdrawalOverview } from './withdrawal-overview';

/**
 * One withdrawal in detail (GET /withdrawals/:orderNo/detail), over the queue: its own route, so a link to it can be
 * shared, and closing it goes back to the queue as it was.
 */
export function WithdrawalDrawer() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const { id } = useParams<{ id: string }>();
  const { query, result: detail } = useShow<WithdrawalDetail>({ resource: 'withdrawals', id });
  return (
    <Drawer
      open
      width={1000}
      onClose={() => void navigate(WITHDRAWALS_PATH)}
      title={
        <>
          {t('detail.title', { orderNo: id })} {detail && <RiskFlagTags flags={detail.withdrawal.flags} />}
        </>
      }
    >
      {query.isError ? (
        <Alert type="error" showIcon message={query.error.message} />
      ) : !detail ? (
        <Skeleton active />
      ) : (
        <>
          <WithdrawalDecide detail={detail} />
          <Divider />
          <WithdrawalOverview detail={detail} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('detail.flags')}
          </Typography.Title>
          <WithdrawalFlags flags={detail.flags} />
          <Divider />
          <WithdrawalHistory detail={detail} />
        </>
      )}
    </Drawer>
  );
}
