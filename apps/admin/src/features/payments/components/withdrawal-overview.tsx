import { Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isErrorCode, type WithdrawalDetail } from '@app/contract';
import { formatCpf } from '../../../lib/format/cpf';
import { useFormat } from '../../../lib/format/use-format';
import { playerPagePath } from '../paths';
import { LateTag, WithdrawalStatusTag } from './payment-tags';

const payoutColors = { not_sent: 'default', processing: 'processing', paid: 'green', failed: 'red', unknown: 'warning' } as const;

/** The withdrawal, where its money goes, how the payout stands, and whose it is. */
export function WithdrawalOverview({ detail }: { detail: WithdrawalDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { withdrawal: w, member, payout } = detail;
  const reason = w.reason ?? payout.reason;
  // Our own refusals (a payout key of another CPF) are stored as error codes; a PSP's reasons are its own words.
  const reasonText = reason && isErrorCode(reason) ? t(`errors:${errorMessageKey(reason)}`) : reason;
  return (
    <>
      <Descriptions size="small" column={2} bordered title={t('detail.withdrawal')}>
        <Descriptions.Item label={t('fields.amount')}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {format.money(w.amount)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.status')}>
          <WithdrawalStatusTag status={w.status} />
          {w.late ? <LateTag payBy={w.payBy} dateTime={format.dateTime} /> : null}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.createdAt')}>{format.dateTime(w.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.updatedAt')}>{format.dateTime(w.updatedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.pixKey')}>
          <Typography.Text copyable>{w.pixKey}</Typography.Text> <Tag>{w.pixKeyType}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.holder')}>
          {w.holderName} · {formatCpf(w.holderCpf)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.payout')}>
          <Tag color={payoutColors[payout.status]}>{t(`payout.${payout.status}`)}</Tag>
          {payout.endToEndId && <Typography.Text copyable>{payout.endToEndId}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.reason')}>{reasonText ?? '—'}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" column={3} bordered title={t('detail.member')} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('fields.member')}>
          <Link to={playerPagePath(member.id)}>{member.username}</Link>
          {member.nickname && <Typography.Text type="secondary"> · {member.nickname}</Typography.Text>}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.cpf')}>{member.cpf ? formatCpf(member.cpf) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('detail.registeredAt')}>{format.dateTime(member.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.cashBalance')}>{format.money(member.cashBalance)}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
