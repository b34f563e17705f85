import { Breadcrumb, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { API, type PlayerDetail, type PlayerReferralsPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format/use-format';
import { HistoryTable } from '../components/history-table';
import { PlayerStatusTag } from '../components/player-status-tag';
import { playerPath } from '../paths';

type Row = PlayerReferralsPage['rows'][number];

/** Who brought the player (the chain up to the top, the nearest agent) and whom the player brought. */
export function ReferralsTab({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const format = useFormat();
  // Top first, as one reads a hierarchy; the contract lists the direct upline first.
  const chain = [...player.uplineChain].reverse();
  return (
    <>
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('referrals.chain')} span={2}>
          {chain.length === 0 ? (
            <Typography.Text type="secondary">{t('referrals.noUpline')}</Typography.Text>
          ) : (
            <Breadcrumb
              items={[
                ...chain.map((m) => ({ key: m.id, title: <Link to={playerPath(m.id)}>{m.username}</Link> })),
                { key: 'self', title: <strong>{player.username}</strong> },
              ]}
            />
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('referrals.agent')}>
          {player.agent ? (
            <>
              <Link to={playerPath(player.agent.id)}>{player.agent.username}</Link>{' '}
              <Tag>{t('referrals.depth', { count: player.agent.depth })}</Tag>
            </>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('referrals.count')}>{player.counts.referrals}</Descriptions.Item>
      </Descriptions>
      <HistoryTable<Row>
        path={API.operatorPlayerReferrals}
        playerId={player.id}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'username',
            title: t('fields.username'),
            dataIndex: 'username',
            render: (u: string, r) => <Link to={playerPath(r.id)}>{u}</Link>,
          },
          { key: 'status', title: t('fields.status'), dataIndex: 'status', render: (s: Row['status']) => <PlayerStatusTag status={s} /> },
          { key: 'registered', title: t('fields.registeredAt'), dataIndex: 'registeredAt', render: (at: string) => format.dateTime(at) },
          {
            key: 'firstDeposit',
            title: t('referrals.firstDeposit'),
            dataIndex: 'firstDeposit',
            render: (d: Row['firstDeposit']) => (d ? `${format.money(d.amount)} · ${format.dateTime(d.at)}` : '—'),
          },
        ]}
      />
    </>
  );
}
