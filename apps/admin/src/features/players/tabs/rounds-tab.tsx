import { Tag } from 'antd';
import { API, type PlayerRoundsPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { HistoryTable } from '../components/history-table';

type Row = PlayerRoundsPage['rows'][number];

const statusColor: Record<Row['status'], string> = { open: 'processing', completed: 'default', cancelled: 'warning' };

/** The player's game rounds: stake, win and how each ended. */
export function RoundsTab({ playerId }: { playerId: number }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  return (
    <HistoryTable<Row>
      path={API.operatorPlayerRounds}
      playerId={playerId}
      rowKey={(r) => r.id}
      columns={[
        { key: 'at', title: t('fields.at'), dataIndex: 'at', render: (at: string) => format.dateTime(at) },
        { key: 'game', title: t('rounds.game'), dataIndex: 'game' },
        { key: 'vendor', title: t('rounds.vendor'), dataIndex: 'vendor' },
        { key: 'round', title: t('rounds.round'), dataIndex: 'roundId', ellipsis: true },
        { key: 'stake', title: t('rounds.stake'), dataIndex: 'stake', align: 'right', render: (a: string) => format.money(a) },
        { key: 'win', title: t('rounds.win'), dataIndex: 'win', align: 'right', render: (a: string) => format.money(a) },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (s: Row['status']) => <Tag color={statusColor[s]}>{t(`rounds.status.${s}`)}</Tag>,
        },
        { key: 'settled', title: t('rounds.settledAt'), dataIndex: 'settledAt', render: (at: string | null) => format.dateTime(at) },
      ]}
    />
  );
}
