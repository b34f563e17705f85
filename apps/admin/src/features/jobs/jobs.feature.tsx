import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { ScheduleOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { JobsListPage } from './jobs-list.page';

/** Background jobs (issue 32 item 2): each job's last result with settings.read; "run now" needs settings.manage. */
export const jobsFeature: AdminFeature = {
  resources: [{ name: 'jobs', list: '/jobs', meta: { icon: <ScheduleOutlined /> } }],
  routes: { jobs: { path: API.operatorJobs, paging: 'none' } },
  access: { jobs: { read: 'settings.read', manage: 'settings.manage' } },
  pages: (
    <Route
      path="/jobs"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<JobsListPage />} />
    </Route>
  ),
};
