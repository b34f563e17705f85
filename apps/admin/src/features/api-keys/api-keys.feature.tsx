import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { ApiOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { ApiKeyListPage } from './api-key-list.page';

/** API keys: named, scoped to a role, shown once at creation, revocable. Created in a modal over the list. */
export const apiKeysFeature: AdminFeature = {
  resources: [{ name: 'api-keys', list: '/api-keys', meta: { parent: 'team', icon: <ApiOutlined /> } }],
  routes: { 'api-keys': { path: API.operatorApiKeys, item: API.operatorApiKey, paging: 'total-header' } },
  access: { 'api-keys': { read: 'operators.read', manage: 'operators.manage' } },
  pages: (
    <Route
      path="/api-keys"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<ApiKeyListPage />} />
    </Route>
  ),
};
