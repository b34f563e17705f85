import { Space, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BackofficeDeposit, DepositStatus, WithdrawalRiskFlag, WithdrawalStatus } from '@app/contract';

const withdrawalColors: Record<WithdrawalStatus, string> = {
  pending: 'gold',
  approved: 'processing',
  paid: 'green',
  rejected: 'default',
  failed: 'red',
};

const depositColors: Record<DepositStatus, string> = {
  pending: 'gold',
  paid: 'green',
  expired: 'default',
  cancelled: 'red',
  returning: 'processing',
  returned: 'purple',
  return_failed: 'red',
};

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

/** A payout not paid by its deadline (a profile with one): red, with the due time in its tooltip. */
export function LateTag({ payBy, dateTime }: { payBy: string | null; dateTime: (at: string) => string }) {
  const { t } = useTranslation('payments');
  return (
    <Tooltip title={t('late.hint', { at: payBy ? dateTime(payBy) : '' })}>
      <Tag color="red" icon={<WarningOutlined />}>
        {t('late.label')}
      </Tag>
    </Tooltip>
  );
}

/** Why a deposit went back to its payer, with the PSP's error while returning (or its refusal) in the tooltip. */
export function ReturnReasonTag({ deposit }: { deposit: Pick<BackofficeDeposit, 'returnReason' | 'returnError' | 'payerCpf'> }) {
  const { t } = useTranslation('payments');
  if (!deposit.returnReason) return null;
  const hint = [
    deposit.payerCpf && `${t('fields.payerCpf')}: ${deposit.payerCpf}`,
    deposit.returnError && t('returnError', { error: deposit.returnError }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip title={hint || undefined}>
      <Tag color={deposit.returnError ? 'red' : 'purple'}>{t(`returnReason.${deposit.returnReason}`)}</Tag>
    </Tooltip>
  );
}
