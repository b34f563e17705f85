import type { TableColumnsType } from 'antd';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Adjustment } from '@app/contract';
import type { CsvColumn } from '../../../lib/csv/csv';
import { plainMoney } from '../../../lib/format/money';
import { csvDateTime } from '../../../lib/format/time';
import type { useFormat } from '../../../lib/format/use-format';
import { isOwnRequest } from '../api/decisions';
import { playerPagePath } from '../paths';
import { nowrap } from './cells';

const statusColors: Record<Adjustment['status'], string> = { pending: 'gold', applied: 'green', rejected: 'default', failed: 'red' };

/** Who decided and when, with the note; an adjustment within the threshold was applied at once, by nobody. */
function Decided({ row, t, format }: { row: Adjustment; t: TFunction; format: ReturnType<typeof useFormat> }) {
  if (row.decidedBy) {
    return (
      <Typography.Text type="secondary">
        {row.decidedBy.name} · {format.dateTime(row.decidedAt)}
        {row.decisionNote && ` · ${row.decisionNote}`}
      </Typography.Text>
    );
  }
  return row.status === 'applied' ? <Typography.Text type="secondary">{t('payments:adjustments.atOnce')}</Typography.Text> : null;
}

/** The queue's columns; the actions column is the page's (it holds the decision state). */
export function adjustmentColumns(
  t: TFunction,
  format: ReturnType<typeof useFormat>,
  operatorId: number | undefined,
): TableColumnsType<Adjustment> {
  return [
    {
      key: 'requestedAt',
      dataIndex: 'requestedAt',
      title: t('payments:adjustments.requestedAt'),
      render: (at: string) => nowrap(format.dateTime(at)),
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
      render: (amount: string, row) => (
        <Typography.Text strong type={row.direction === 'debit' ? 'danger' : 'success'} style={{ whiteSpace: 'nowrap' }}>
          {row.direction === 'debit' ? '−' : '+'}
          {format.money(amount)}
        </Typography.Text>
      ),
    },
    {
      key: 'reason',
      title: t('payments:adjustments.reason'),
      render: (_, row) => (
        <>
          <Tag>{t(`payments:adjustments.reasons.${row.reasonCode}`)}</Tag>
          <Typography.Text>{row.reasonText}</Typography.Text>
        </>
      ),
    },
    {
      key: 'requestedBy',
      title: t('payments:adjustments.requestedBy'),
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.requestedBy.name}
          {isOwnRequest(row, operatorId) && <Tag style={{ marginLeft: 6 }}>{t('payments:adjustments.you')}</Tag>}
        </span>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('payments:fields.status'),
      render: (status: Adjustment['status']) => <Tag color={statusColors[status]}>{t(`payments:adjustments.status.${status}`)}</Tag>,
    },
    { key: 'decided', title: t('payments:adjustments.decidedBy'), render: (_, row) => <Decided row={row} t={t} format={format} /> },
  ];
}

/** The queue in a file: times with their offset, the amount as a signed plain decimal (a debit below zero). */
export function adjustmentCsvColumns(t: TFunction, timeZone: string): CsvColumn<Adjustment>[] {
  return [
    { header: t('payments:adjustments.requestedAt'), value: (r) => csvDateTime(r.requestedAt, timeZone) },
    { header: t('payments:adjustments.id'), value: (r) => r.id },
    { header: t('payments:fields.memberId'), value: (r) => r.memberId },
    { header: t('payments:fields.username'), value: (r) => r.username },
    { header: t('payments:adjustments.direction'), value: (r) => t(`payments:adjustments.directions.${r.direction}`) },
    { header: t('payments:fields.amount'), value: (r) => plainMoney(r.direction === 'debit' ? `-${r.amount}` : r.amount) },
    { header: t('payments:adjustments.reason'), value: (r) => t(`payments:adjustments.reasons.${r.reasonCode}`) },
    { header: t('payments:adjustments.reasonText'), value: (r) => r.reasonText },
    { header: t('payments:adjustments.requestedBy'), value: (r) => r.requestedBy.name },
    { header: t('payments:fields.status'), value: (r) => t(`payments:adjustments.status.${r.status}`) },
    { header: t('payments:adjustments.decidedBy'), value: (r) => r.decidedBy?.name },
    { header: t('payments:adjustments.decidedAt'), value: (r) => csvDateTime(r.decidedAt, timeZone) },
    { header: t('payments:adjustments.decisionNote'), value: (r) => r.decisionNote },
    { header: t('payments:adjustments.transferId'), value: (r) => r.transferId },
  ];
}
