import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { LockOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { PRIVACY_PATH } from './paths';
import { PrivacyDrawer } from './privacy-drawer';
import { PrivacyListPage } from './privacy-list.page';

/** Personal-data requests (LGPD, issue 30 item 10): read with privacy.read; processing or refusing a closure needs privacy.manage. */
export const privacyFeature: AdminFeature = {
  resources: [{ name: 'privacy', list: PRIVACY_PATH, show: `${PRIVACY_PATH}/:id`, meta: { icon: <LockOutlined /> } }],
  routes: { privacy: { path: API.operatorPrivacyRequests, item: API.operatorPrivacyRequest, paging: 'total-header' } },
  access: { privacy: { read: 'privacy.read', manage: 'privacy.manage' } },
  pages: (
    <Route
      path={PRIVACY_PATH}
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route element={<PrivacyListPage />}>
        <Route index element={null} />
        <Route path=":id" element={<PrivacyDrawer />} />
      </Route>
    </Route>
  ),
};
