import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { AuditOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { AuditListPage } from './audit-list.page';

/** The audit trail: read-only by nature (the database refuses any change to it). */
export const auditFeature: AdminFeature = {
  resources: [{ name: 'audit', list: '/audit', meta: { icon: <AuditOutlined /> } }],
  routes: { audit: { path: API.operatorAudit, paging: 'keyset' } },
  access: { audit: { read: 'audit.read' } },
  pages: (
    <Route
      path="/audit"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<AuditListPage />} />
    </Route>
  ),
};
