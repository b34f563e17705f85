import { Descriptions, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrivacyRequestDetail } from '@app/contract';
import { useFormat } from '../../lib/format/use-format';
import { playerPagePath } from './paths';
import { PrivacyKindTag, PrivacyStatusTag } from './privacy-tags';

/** The request and the member's standing: who, when, where it stands, the money that would stop a closure. */
export function PrivacyOverview({ detail }: { detail: PrivacyRequestDetail }) {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const r = detail.request;
  const optional = (label: string, value: string | number | null) =>
    value === null || value === '' ? [] : [{ key: label, label: t(label), children: value }];
  const items = [
    { key: 'kind', label: t('kind'), children: <PrivacyKindTag kind={r.kind} /> },
    { key: 'status', label: t('status'), children: <PrivacyStatusTag status={r.status} /> },
    {
      key: 'member',
      label: t('member'),
      children: (
        <Link to={playerPagePath(r.memberId)}>
          {r.username ?? r.memberId} · {r.memberId}
        </Link>
      ),
    },
    { key: 'memberStatus', label: t('memberStatus'), children: detail.member.status },
    { key: 'requestedAt', label: t('requestedAt'), children: format.dateTime(r.requestedAt) },
    ...optional('completedAt', format.dateTime(r.completedAt)),
    ...optional('expiresAt', r.kind === 'export' ? format.dateTime(r.expiresAt) : null),
    ...optional('bytes', r.bytes),
    ...optional('playerReason', r.reason),
    ...optional('refusalReason', r.refusalReason),
    ...optional('decidedBy', r.decidedBy),
    ...optional('retainUntil', r.retainUntil),
    ...optional('error', r.error),
    { key: 'balance', label: t('balance'), children: format.money(detail.member.balance) },
    { key: 'bonus', label: t('bonus'), children: format.money(detail.member.bonus) },
    { key: 'pendingWithdrawals', label: t('pendingWithdrawals'), children: detail.member.pendingWithdrawals },
  ];
  return (
    <>
      <Descriptions size="small" column={2} bordered items={items} />
      {r.kind === 'closure' && r.status === 'done' && <Typography.Paragraph type="secondary">{t('doneNote')}</Typography.Paragraph>}
    </>
  );
}
