import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { ScanOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { KycPage } from './kyc.page';

const access = { read: 'kyc.read', manage: 'kyc.manage' } as const;
export const KYC_PATH = '/kyc';

/**
 * Identity verification (issue 30 item 5): the documents waiting for review, the register's alerts and, while the
 * sandboxes run, their register and switches. Read with kyc.read; decisions and the sandbox's edits need kyc.manage.
 */
export const kycFeature: AdminFeature = {
  resources: [{ name: 'kyc', list: KYC_PATH, meta: { icon: <ScanOutlined /> } }],
  routes: { kyc: { path: API.operatorKycReviews, paging: 'total-header' } },
  access: { kyc: access },
  pages: (
    <Route
      path={KYC_PATH}
      element={
        <CanAccess resource="kyc" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<KycPage />} />
    </Route>
  ),
};
