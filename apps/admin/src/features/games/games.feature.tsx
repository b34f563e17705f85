import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { AppstoreOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { GamesPage } from './games.page';
import { GAMES_PATH } from './paths';

const access = { read: 'games.read', manage: 'games.manage' } as const;

/**
 * Games (issue 31 item 3): the catalogue with its switches, orders and labels, vendors and types, the catalogue
 * import with its dry run, and the in-house sportsbook's fixtures and results. Read with games.read; every change
 * needs games.manage.
 */
export const gamesFeature: AdminFeature = {
  // Vendors and fixtures are tabs of the one page: resources for the data provider, not menu entries.
  resources: [
    { name: 'games', list: GAMES_PATH, meta: { icon: <AppstoreOutlined /> } },
    { name: 'game-vendors' },
    { name: 'game-fixtures' },
  ],
  routes: {
    games: { path: API.operatorGames, item: API.operatorGame, paging: 'total-header' },
    'game-vendors': { path: API.operatorGameVendors, item: API.operatorGameVendor, paging: 'none' },
    'game-fixtures': { path: API.operatorSportFixtures, paging: 'none' },
  },
  access: { games: access, 'game-vendors': access, 'game-fixtures': access },
  pages: (
    <Route
      path={GAMES_PATH}
      element={
        <CanAccess resource="games" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<GamesPage />} />
      <Route path=":tab" element={<GamesPage />} />
    </Route>
  ),
};
