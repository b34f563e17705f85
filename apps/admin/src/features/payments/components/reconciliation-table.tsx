import { Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReconciliationLine } from '@app/contract';
import type { CsvColumn } from '../../../lib/csv/csv';
import { plainMoney } from '../../../lib/format/money';
import { csvDateTime } from '../../../lib/format/time';
import { useFormat } from '../../../lib/format/use-format';
import { isMismatch } from '../api/reconciliation-query';
import { playerPagePath } from '../paths';
import { ShortId } from '../../../lib/ui/short-id';
import { nowrap } from './cells';
import { kindColors } from './reconciliation-summary';

/** A light red row for a line where the PSP and the ledger disagree. */
const MISMATCH_ROW = { background: '#fff1f0' };

/** Each charge of the period as the PSP and the ledger saw it; disagreements first catch the eye. */
export function ReconciliationTable({ lines, loading }: { lines: readonly ReconciliationLine[]; loading: boolean }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const amount = (value: string | null, row: ReconciliationLine) => {
    const wrong = row.kind === 'amount_mismatch' || (value === null && isMismatch(row));
    return <Typography.Text type={wrong ? 'danger' : undefined}>{value === null ? '—' : format.money(value)}</Typography.Text>;
  };
  return (
    <Table<ReconciliationLine>
      size="small"
      rowKey="txid"
      loading={loading}
      dataSource={[...lines]}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('reconciliation.empty') }}
      onRow={(row) => (isMismatch(row) ? { style: MISMATCH_ROW } : {})}
      columns={[
        {
          key: 'kind',
          dataIndex: 'kind',
          title: t('reconciliation.kindColumn'),
          render: (k: ReconciliationLine['kind']) => <Tag color={kindColors[k]}>{t(`reconciliation.kind.${k}`)}</Tag>,
        },
        {
          key: 'txid',
          dataIndex: 'txid',
          title: t('fields.txid'),
          render: (id: string) => <ShortId id={id} width={100} />,
        },
        { key: 'orderNo', dataIndex: 'orderNo', title: t('fields.orderNo'), render: (no: string | null) => nowrap(no ?? '—') },
        {
          key: 'member',
          dataIndex: 'username',
          title: t('fields.member'),
          render: (username: string | null, row) =>
            row.memberId && username ? <Link to={playerPagePath(row.memberId)}>{username}</Link> : '—',
        },
        { key: 'psp', dataIndex: 'pspAmount', title: t('reconciliation.pspAmount'), align: 'right', render: amount },
        { key: 'ledger', dataIndex: 'ledgerAmount', title: t('reconciliation.ledgerAmount'), align: 'right', render: amount },
        {
          key: 'order',
          dataIndex: 'orderAmount',
          title: t('reconciliation.orderAmount'),
          align: 'right',
          render: (v: string | null) => (v ? format.money(v) : '—'),
        },
        {
          key: 'paid',
          dataIndex: 'pspPaidAt',
          title: t('reconciliation.pspPaidAt'),
          render: (at: string | null) => nowrap(format.dateTime(at)),
        },
        {
          key: 'credited',
          dataIndex: 'creditedAt',
          title: t('reconciliation.creditedAt'),
          render: (at: string | null) => nowrap(format.dateTime(at)),
        },
      ]}
    />
  );
}

/** The lines in a file: times with their offset, plain decimals, empty where a side has nothing. */
export function reconciliationCsvColumns(t: TFunction, timeZone: string): CsvColumn<ReconciliationLine>[] {
  const money = (value: string | null) => (value === null ? '' : plainMoney(value));
  return [
    { header: t('payments:reconciliation.kindColumn'), value: (r) => t(`payments:reconciliation.kind.${r.kind}`) },
    { header: t('payments:fields.txid'), value: (r) => r.txid },
    { header: t('payments:fields.orderNo'), value: (r) => r.orderNo },
    { header: t('payments:fields.memberId'), value: (r) => r.memberId },
    { header: t('payments:fields.username'), value: (r) => r.username },
    {
      header: t('payments:reconciliation.orderStatus'),
      value: (r) => (r.orderStatus ? t(`payments:depositStatus.${r.orderStatus}`) : ''),
    },
    { header: t('payments:reconciliation.orderAmount'), value: (r) => money(r.orderAmount) },
    { header: t('payments:reconciliation.pspAmount'), value: (r) => money(r.pspAmount) },
    { header: t('payments:reconciliation.pspPaidAt'), value: (r) => csvDateTime(r.pspPaidAt, timeZone) },
    { header: t('payments:fields.endToEndId'), value: (r) => r.endToEndId },
    { header: t('payments:reconciliation.ledgerAmount'), value: (r) => money(r.ledgerAmount) },
    { header: t('payments:reconciliation.creditedAt'), value: (r) => csvDateTime(r.creditedAt, timeZone) },
  ];
}
