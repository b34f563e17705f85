import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { FileProtectOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { RegulatorListPage } from './regulator-list.page';

/** Regulator files (issue 30 item 9): read with regulator.read; resend and regenerate need regulator.manage. */
export const regulatorFeature: AdminFeature = {
  resources: [{ name: 'regulator', list: '/regulator', meta: { icon: <FileProtectOutlined /> } }],
  routes: { regulator: { path: API.operatorRegulatorFiles, paging: 'total-header' } },
  access: { regulator: { read: 'regulator.read', manage: 'regulator.manage' } },
  pages: (
    <Route
      path="/regulator"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<RegulatorListPage />} />
    </Route>
  ),
};
