import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { SafetyOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { RoleMatrixPage } from './role-matrix.page';

/** The role × permission matrix; roles are fixed (six), their permissions are the merchant's to choose. */
export const rolesFeature: AdminFeature = {
  resources: [{ name: 'roles', list: '/roles', meta: { parent: 'team', icon: <SafetyOutlined /> } }],
  routes: { roles: { path: API.operatorRoles, item: API.operatorRole, paging: 'none', updateMethod: 'PUT' } },
  access: { roles: { read: 'operators.read', manage: 'operators.manage' } },
  pages: (
    <Route
      path="/roles"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<RoleMatrixPage />} />
    </Route>
  ),
};
