import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { BackofficeDeposit } from '@app/contract';
import type { CsvColumn } from '../../../lib/csv/csv';
import { plainMoney } from '../../../lib/format/money';
import { csvDateTime } from '../../../lib/format/time';
import type { useFormat } from '../../../lib/format/use-format';
import { playerPagePath } from '../paths';
import { ShortId } from '../../../lib/ui/short-id';
import { nowrap } from './cells';
import { DepositStatusTag, ReturnReasonTag } from './payment-tags';

export function depositColumns(t: TFunction, format: ReturnType<typeof useFormat>): TableColumnsType<BackofficeDeposit> {
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
      render: (username: string, row) => <Link to={playerPagePath(row.memberId)}>{username}</Link>,
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('payments:fields.amount'),
      align: 'right',
      render: (a: string) => nowrap(format.money(a)),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('payments:fields.status'),
      render: (status: BackofficeDeposit['status']) => <DepositStatusTag status={status} />,
    },
    { key: 'return', title: t('payments:fields.returnReason'), render: (_, row) => <ReturnReasonTag deposit={row} /> },
    { key: 'paidAt', dataIndex: 'paidAt', title: t('payments:fields.paidAt'), render: (at: string | null) => nowrap(format.dateTime(at)) },
    {
      key: 'txid',
      dataIndex: 'txid',
      title: t('payments:fields.txid'),
      render: (id: string) => <ShortId id={id} />,
    },
    { key: 'e2e', dataIndex: 'endToEndId', title: t('payments:fields.endToEndId'), render: (id: string | null) => <ShortId id={id} /> },
  ];
}

/** The list in a file: times with their offset, plain decimals. */
export function depositCsvColumns(t: TFunction, timeZone: string): CsvColumn<BackofficeDeposit>[] {
  return [
    { header: t('payments:fields.createdAt'), value: (r) => csvDateTime(r.createdAt, timeZone) },
    { header: t('payments:fields.orderNo'), value: (r) => r.orderNo },
    { header: t('payments:fields.memberId'), value: (r) => r.memberId },
    { header: t('payments:fields.username'), value: (r) => r.username },
    { header: t('payments:fields.amount'), value: (r) => plainMoney(r.amount) },
    { header: t('payments:fields.status'), value: (r) => t(`payments:depositStatus.${r.status}`) },
    { header: t('payments:fields.paidAt'), value: (r) => csvDateTime(r.paidAt, timeZone) },
    { header: t('payments:fields.txid'), value: (r) => r.txid },
    { header: t('payments:fields.endToEndId'), value: (r) => r.endToEndId },
    { header: t('payments:fields.payerCpf'), value: (r) => r.payerCpf },
    { header: t('payments:fields.returnReason'), value: (r) => (r.returnReason ? t(`payments:returnReason.${r.returnReason}`) : '') },
    { header: t('payments:fields.reason'), value: (r) => r.returnError },
  ];
}
