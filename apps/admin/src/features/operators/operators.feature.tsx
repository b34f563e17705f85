import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { UserOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { OperatorCreatePage } from './operator-create.page';
import { OperatorEditPage } from './operator-edit.page';
import { OperatorListPage } from './operator-list.page';

/** Operator accounts: the list, a new operator with a one-time password, another operator's role and status. */
export const operatorsFeature: AdminFeature = {
  resources: [
    {
      name: 'operators',
      list: '/operators',
      create: '/operators/create',
      edit: '/operators/edit/:id',
      meta: { parent: 'team', icon: <UserOutlined /> },
    },
  ],
  routes: { operators: { path: API.operatorAccounts, item: API.operatorAccount, paging: 'total-header' } },
  access: { operators: { read: 'operators.read', manage: 'operators.manage' } },
  pages: (
    <Route
      path="/operators"
      element={
        <CanAccess fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<OperatorListPage />} />
      <Route path="create" element={<OperatorCreatePage />} />
      <Route path="edit/:id" element={<OperatorEditPage />} />
    </Route>
  ),
};
