import { Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { BarChartOutlined } from '@ant-design/icons';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { REPORTS_PATH } from './paths';
import { ReportsPage } from './reports.page';

/** Reports (issue 31 item 7): GGR, NGR and the money and player figures of a range, by day, game, vendor, category or agent. */
export const reportsFeature: AdminFeature = {
  resources: [{ name: 'reports', list: REPORTS_PATH, meta: { icon: <BarChartOutlined /> } }],
  // Read with the data provider's custom call (a report is not a list of records).
  routes: {},
  access: { reports: { read: 'reports.read' } },
  pages: (
    <Route
      path={REPORTS_PATH}
      element={
        <CanAccess resource="reports" action="list" fallback={<Denied />}>
          <ReportsPage />
        </CanAccess>
      }
    />
  ),
};
