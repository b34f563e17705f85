import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { StopOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { BarredPage } from './barred.page';
import { BARRED_PATH } from './paths';

const access = { read: 'barred.read', manage: 'barred.manage' } as const;

/**
 * Barred persons (issue 30 item 4): blocked and closed accounts, the checks of the whole base and, while the sandbox is
 * the adapter, its list. Read with barred.read; "run now" and the sandbox's edits need barred.manage.
 */
export const barredFeature: AdminFeature = {
  // The runs and the sandbox list are tabs of the one page: resources for the data provider, not menu entries.
  resources: [{ name: 'barred', list: BARRED_PATH, meta: { icon: <StopOutlined /> } }, { name: 'barred-runs' }, { name: 'barred-sandbox' }],
  routes: {
    barred: { path: API.operatorBarredCases, paging: 'total-header' },
    'barred-runs': { path: API.operatorBarredRuns, paging: 'total-header' },
    'barred-sandbox': { path: API.operatorBarredSandboxEntries, item: API.operatorBarredSandboxEntry, paging: 'total-header' },
  },
  access: { barred: access, 'barred-runs': access, 'barred-sandbox': access },
  pages: (
    <Route
      path={BARRED_PATH}
      element={
        <CanAccess resource="barred" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<BarredPage />} />
    </Route>
  ),
};
