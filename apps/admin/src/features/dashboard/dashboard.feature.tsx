import { Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { DashboardOutlined } from '@ant-design/icons';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { DashboardPage } from './dashboard.page';

/** The first page after sign-in; its figures come through the data provider's custom call (no list behind it). */
export const dashboardFeature: AdminFeature = {
  resources: [{ name: 'dashboard', list: '/', meta: { icon: <DashboardOutlined /> } }],
  routes: {},
  access: { dashboard: { read: 'dashboard.read' } },
  pages: (
    <Route
      index
      element={
        <CanAccess resource="dashboard" action="list" fallback={<Denied />}>
          <DashboardPage />
        </CanAccess>
      }
    />
  ),
};
