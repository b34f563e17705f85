import type { TableColumnsType } from 'antd';
import { Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { BackofficeWithdrawal } from '@app/contract';
import type { CsvColumn } from '../../../lib/csv/csv';
import { maskCpf } from '../../../lib/format/cpf';
import { plainMoney } from '../../../lib/format/money';
import { csvDateTime } from '../../../lib/format/time';
import type { useFormat } from '../../../lib/format/use-format';
import { playerPagePath } from '../paths';
import { nowrap } from './cells';
import { LateTag, RiskFlagTags, WithdrawalStatusTag } from './payment-tags';

type FourEyesState = 'oneOfTwo' | 'needsTwo' | null;

/** Where the two approvals stand: one given and one to come, both to come, or none needed (or no longer). */
function fourEyesState(row: BackofficeWithdrawal): FourEyesState {
  if (row.awaitingSecondApproval && row.firstApproval) return 'oneOfTwo';
  return row.needsTwoApprovals && row.status === 'pending' ? 'needsTwo' : null;
}

function FourEyes({ row, t, format }: { row: BackofficeWithdrawal; t: TFunction; format: ReturnType<typeof useFormat> }) {
  const state = fourEyesState(row);
  if (state === 'oneOfTwo' && row.firstApproval) {
    const at = format.dateTime(row.firstApproval.at);
    return (
      <Tooltip title={t('payments:fourEyes.firstBy', { name: row.firstApproval.operatorName, at })}>
        <Tag color="orange">{t('payments:fourEyes.oneOfTwo')}</Tag>
      </Tooltip>
    );
  }
  return state === 'needsTwo' ? <Tag>{t('payments:fourEyes.needsTwo')}</Tag> : null;
}

export function withdrawalColumns(t: TFunction, format: ReturnType<typeof useFormat>): TableColumnsType<BackofficeWithdrawal> {
  return [
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('payments:fields.createdAt'),
      render: (at: string) => nowrap(format.dateTime(at)),
    },
    {
      key: 'orderNo',
      dataIndex: 'orderNo',
      title: t('payments:fields.orderNo'),
      render: (no: string) => nowrap(no),
    },
    {
      key: 'member',
      dataIndex: 'username',
      title: t('payments:fields.member'),
      render: (username: string, row) => (
        <Link to={playerPagePath(row.memberId)} onClick={(event) => event.stopPropagation()}>
          {username}
        </Link>
      ),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('payments:fields.amount'),
      align: 'right',
      render: (a: string) => <strong style={{ whiteSpace: 'nowrap' }}>{format.money(a)}</strong>,
    },
    {
      key: 'cash',
      dataIndex: 'cashBalance',
      title: t('payments:fields.cashBalance'),
      align: 'right',
      render: (a: string) => format.money(a),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('payments:fields.status'),
      render: (status: BackofficeWithdrawal['status'], row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <WithdrawalStatusTag status={status} />
          {row.late ? <LateTag payBy={row.payBy} dateTime={format.dateTime} /> : null}
        </span>
      ),
    },
    { key: 'fourEyes', title: t('payments:fourEyes.column'), render: (_, row) => <FourEyes row={row} t={t} format={format} /> },
    {
      key: 'flags',
      dataIndex: 'flags',
      title: t('payments:fields.flags'),
      render: (flags: BackofficeWithdrawal['flags']) => <RiskFlagTags flags={flags} />,
    },
  ];
}

/**
 * The queue in a file: times with their offset, plain decimals, the CPF and the PIX key masked (a file travels
 * further than a screen; the drawer shows them whole).
 */
export function withdrawalCsvColumns(t: TFunction, timeZone: string): CsvColumn<BackofficeWithdrawal>[] {
  return [
    { header: t('payments:fields.createdAt'), value: (r) => csvDateTime(r.createdAt, timeZone) },
    { header: t('payments:fields.orderNo'), value: (r) => r.orderNo },
    { header: t('payments:fields.memberId'), value: (r) => r.memberId },
    { header: t('payments:fields.username'), value: (r) => r.username },
    { header: t('payments:fields.name'), value: (r) => r.memberName },
    { header: t('payments:fields.cpf'), value: (r) => maskCpf(r.cpf) },
    { header: t('payments:fields.amount'), value: (r) => plainMoney(r.amount) },
    { header: t('payments:fields.cashBalance'), value: (r) => plainMoney(r.cashBalance) },
    { header: t('payments:fields.status'), value: (r) => t(`payments:withdrawalStatus.${r.status}`) },
    { header: t('payments:fields.pixKeyType'), value: (r) => r.pixKeyType },
    { header: t('payments:fields.pixKey'), value: (r) => r.pixKeyMasked },
    { header: t('payments:fields.holderName'), value: (r) => r.holderName },
    { header: t('payments:fields.flags'), value: (r) => r.flags.map((flag) => t(`payments:flags.${flag}.label`)).join('; ') },
    {
      header: t('payments:fourEyes.column'),
      value: (r) => {
        const state = fourEyesState(r);
        return state ? t(`payments:fourEyes.${state}`) : '';
      },
    },
    { header: t('payments:fields.firstApprovalBy'), value: (r) => r.firstApproval?.operatorName },
    { header: t('payments:fields.firstApprovalAt'), value: (r) => csvDateTime(r.firstApproval?.at, timeZone) },
    { header: t('payments:fields.updatedAt'), value: (r) => csvDateTime(r.updatedAt, timeZone) },
    { header: t('payments:fields.reason'), value: (r) => r.reason },
    { header: t('payments:fields.payBy'), value: (r) => csvDateTime(r.payBy, timeZone) },
    { header: t('payments:late.label'), value: (r) => (r.late ? t('payments:late.label') : '') },
  ];
}
