import { Route } from 'react-router';
import { TeamOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { PlayerSearchPage } from './pages/player-search.page';
import { PlayerShowPage } from './pages/player-show.page';
import { PLAYER_PATH, PLAYERS_PATH } from './paths';

/**
 * Players (issue 29): the search and a player's page. The balance adjustment the page requests goes through the
 * `adjustments` resource, whose route, queue and access the payments feature declares. Routes are relative, so they
 * fit under whatever path the signed-in layout's route has.
 */
export const playersFeature: AdminFeature = {
  resources: [{ name: 'players', list: PLAYERS_PATH, show: PLAYER_PATH, meta: { icon: <TeamOutlined /> } }],
  routes: {
    players: { path: API.operatorPlayers, item: API.operatorPlayer, paging: 'cursor' },
  },
  access: { players: { read: 'players.read', manage: 'players.manage' } },
  pages: (
    <>
      <Route path={PLAYERS_PATH.slice(1)} element={<PlayerSearchPage />} />
      <Route path={PLAYER_PATH.slice(1)} element={<PlayerShowPage />} />
    </>
  ),
};
