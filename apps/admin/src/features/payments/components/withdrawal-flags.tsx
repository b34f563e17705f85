import { Alert, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalFlagDetail } from '@app/contract';
import { useFormat } from '../../../lib/format/use-format';
import { playerPagePath } from '../paths';

/** Each risk flag with why it was raised: the deposit not played through, or the members sharing a device or key. */
export function WithdrawalFlags({ flags }: { flags: readonly WithdrawalFlagDetail[] }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  if (flags.length === 0) return <Alert type="success" showIcon message={t('detail.noFlags')} />;
  return (
    <List
      size="small"
      bordered
      dataSource={[...flags]}
      renderItem={(flag) => (
        <List.Item key={flag.code}>
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Space>
              <Tag color="red">{t(`flags.${flag.code}.label`)}</Tag>
              <Typography.Text>{flag.explanation}</Typography.Text>
            </Space>
            {flag.deposit && (
              <Typography.Text type="secondary">
                {t('detail.flagDeposit', {
                  orderNo: flag.deposit.orderNo,
                  amount: format.money(flag.deposit.amount),
                  at: format.dateTime(flag.deposit.paidAt),
                  turnover: format.money(flag.deposit.turnover),
                })}
              </Typography.Text>
            )}
            {flag.sharedWith.map((other) => (
              <Typography.Text key={`${other.memberId}-${other.via}-${other.value}`} type="secondary">
                {t(`detail.via.${other.via}`)}: <Link to={playerPagePath(other.memberId)}>{other.username}</Link> ·{' '}
                <code>{other.value}</code>
              </Typography.Text>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}
