import { Tag, Typography } from 'antd';
import { API, type PlayerPaymentsPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { ShortId } from '../../../lib/ui/short-id';
import { HistoryTable } from '../components/history-table';

type Row = PlayerPaymentsPage['rows'][number];

/** The player's deposits and withdrawals together, newest first, with the PSP's ids. */
export function PaymentsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  return (
    <HistoryTable<Row>
      path={API.operatorPlayerPayments}
      playerId={playerId}
      rowKey={(r) => `${r.kind}-${r.id}`}
      columns={[
        { key: 'at', title: t('fields.at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
        {
          key: 'kind',
          title: t('payments.kind'),
          dataIndex: 'kind',
          render: (kind: Row['kind']) => <Tag color={kind === 'deposit' ? 'green' : 'orange'}>{t(`payments.kinds.${kind}`)}</Tag>,
        },
        {
          key: 'order',
          title: t('payments.orderNo'),
          dataIndex: 'orderNo',
          render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
        },
        { key: 'amount', title: t('fields.amount'), dataIndex: 'amount', align: 'right', render: (a: string) => format.money(a) },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (status: string) => t(`payments.statuses.${status}`, { defaultValue: status }),
        },
        { key: 'txid', title: t('payments.txid'), dataIndex: 'txid', render: (id: string | null) => <ShortId id={id} /> },
        { key: 'e2e', title: t('payments.endToEndId'), dataIndex: 'endToEndId', render: (id: string | null) => <ShortId id={id} /> },
        { key: 'updated', title: t('payments.updatedAt'), dataIndex: 'updatedAt', render: (at: string | null) => format.dateTime(at) },
        { key: 'reason', title: t('payments.reason'), dataIndex: 'reason', ellipsis: true },
      ]}
    />
  );
}
