import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { CrownOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { RewardsPage } from './rewards.page';

export const REWARDS_PATH = '/rewards';

/**
 * Rewards (issue 31 item 2): the VIP ladder, the points mall's rule and items, the goods redemptions to deliver, red
 * envelope rains and their schedules. Read with promotions.read; changes need promotions.manage; "mark delivered"
 * needs rewards.decide.
 */
export const rewardsFeature: AdminFeature = {
  resources: [{ name: 'rewards', list: REWARDS_PATH, meta: { icon: <CrownOutlined /> } }],
  routes: { rewards: { path: API.operatorVipLevels, paging: 'none' } },
  access: {
    rewards: { read: 'promotions.read', manage: 'promotions.manage' },
    // Not a menu entry: what the "mark delivered" button needs.
    'reward-deliveries': { read: 'promotions.read', manage: 'rewards.decide' },
  },
  pages: (
    <Route
      path={REWARDS_PATH}
      element={
        <CanAccess resource="rewards" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<RewardsPage />} />
    </Route>
  ),
};
