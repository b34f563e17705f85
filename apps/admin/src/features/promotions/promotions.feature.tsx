import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { GiftOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { PromotionEditor } from './promotion-editor';
import { PromotionsPage } from './promotions.page';
import { PROMOTIONS_PATH } from './paths';

/**
 * Promotions (issue 31 item 2): every kind with its rules, schedule and switch; the reward applications and the
 * referral rewards to review. Read with promotions.read; changes need promotions.manage, decisions rewards.decide.
 */
export const promotionsFeature: AdminFeature = {
  resources: [
    {
      name: 'promotions',
      list: PROMOTIONS_PATH,
      create: `${PROMOTIONS_PATH}/new`,
      edit: `${PROMOTIONS_PATH}/:id`,
      meta: { icon: <GiftOutlined /> },
    },
  ],
  routes: { promotions: { path: API.operatorPromotions, item: API.operatorPromotion, paging: 'none', updateMethod: 'PUT' } },
  access: {
    promotions: { read: 'promotions.read', manage: 'promotions.manage' },
    // Not a menu entry: what the approve and reject buttons of the queues need.
    'reward-decisions': { read: 'promotions.read', manage: 'rewards.decide' },
  },
  pages: (
    <Route
      path={PROMOTIONS_PATH}
      element={
        <CanAccess resource="promotions" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<PromotionsPage />} />
      <Route path="new" element={<PromotionEditor />} />
      <Route path=":id" element={<PromotionEditor />} />
    </Route>
  ),
};
