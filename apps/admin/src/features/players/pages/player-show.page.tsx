import { RefreshButton, Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Card, Space } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@app/contract';
import { PlayerActions } from '../components/player-actions';
import { PlayerBalances } from '../components/player-balances';
import { PlayerIdentity } from '../components/player-identity';
import { PlayerTabs } from '../components/player-tabs';

/** GET /players/:id: who the player is, what they hold, the actions on the account and the histories. */
export function PlayerShowPage() {
  const { t } = useTranslation('players');
  const { id } = useParams<{ id: string }>();
  const { query, result: player } = useShow<PlayerDetail>({ resource: 'players', id });
  return (
    <Show
      isLoading={query.isLoading}
      title={player ? player.username : t('show.title')}
      canEdit={false}
      canDelete={false}
      headerButtons={
        <Space wrap>
          {player && <PlayerActions player={player} />}
          <RefreshButton resource="players" recordItemId={id} />
        </Space>
      }
    >
      {player && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <PlayerIdentity player={player} />
          <PlayerBalances player={player} />
          <Card size="small">
            <PlayerTabs player={player} />
          </Card>
        </Space>
      )}
    </Show>
  );
}
