import { Space, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalRiskFlag, WithdrawalStatus } from '@app/contract';

const withdrawalColors: Record<WithdrawalStatus, string> = {
  pending: 'gold',
  approved: 'processing',
  paid: 'green',
  rejected: 'default',
  failed: 'red',
};

const depositColors: Record<DepositStatus, string> = { pending: 'gold', paid: 'green', expired: 'default', cancelled: 'red' };

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={withdrawalColors[status]}>{t(`withdrawalStatus.${status}`)}</Tag>;
}

export function DepositStatusTag({ status }: { status: DepositStatus }) {
  const { t } = useTranslation('payments');
  return <Tag color={depositColors[status]}>{t(`depositStatus.${status}`)}</Tag>;
}

/** A withdrawal's risk flags, each a red tag whose tooltip says what raised it. */
export function RiskFlagTags({ flags }: { flags: readonly WithdrawalRiskFlag[] }) {
  const { t } = useTranslation('payments');
  if (flags.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {flags.map((flag) => (
        <Tooltip key={flag} title={t(`flags.${flag}.hint`)}>
          <Tag color="red" icon={<WarningOutlined />}>
            {t(`flags.${flag}.label`)}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}
