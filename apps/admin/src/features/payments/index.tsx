import { Route } from 'react-router';
import { BankOutlined, DollarOutlined, DownloadOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { WithdrawalDrawer } from './components/withdrawal-drawer';
import { AdjustmentsPage } from './pages/adjustments.page';
import { DepositsPage } from './pages/deposits.page';
import { ReconciliationPage } from './pages/reconciliation.page';
import { WithdrawalsPage } from './pages/withdrawals.page';
import { ADJUSTMENTS_PATH, DEPOSITS_PATH, RECONCILIATION_PATH, WITHDRAWAL_PATH, WITHDRAWALS_PATH } from './paths';

const parent = { parent: 'payments' };
/** A route path relative to the layout's: the paths above are absolute, as refine's menu links them. */
const relative = (path: string) => path.slice(1);

/**
 * Payments (issue 29): the withdrawal queue with its four eyes, the deposits and their reconciliation with the PSP,
 * and the queue of balance adjustments waiting for a second operator (the players feature's page requests them
 * through the `adjustments` resource declared here). Every list reads with payments.read; deciding needs its own
 * permission, which the screens check per button.
 */
export const paymentsFeature: AdminFeature = {
  resources: [
    { name: 'payments', meta: { icon: <BankOutlined /> } },
    { name: 'withdrawals', list: WITHDRAWALS_PATH, show: WITHDRAWAL_PATH, meta: { ...parent, icon: <UploadOutlined /> } },
    { name: 'deposits', list: DEPOSITS_PATH, meta: { ...parent, icon: <DownloadOutlined /> } },
    { name: 'reconciliation', list: RECONCILIATION_PATH, meta: { ...parent, icon: <SwapOutlined /> } },
    { name: 'adjustments', list: ADJUSTMENTS_PATH, meta: { ...parent, icon: <DollarOutlined /> } },
  ],
  routes: {
    withdrawals: { path: API.operatorWithdrawals, item: API.operatorWithdrawal, paging: 'total-header' },
    deposits: { path: API.operatorDeposits, paging: 'total-header' },
    adjustments: { path: API.operatorAdjustments, paging: 'total-header' },
  },
  access: {
    payments: { read: 'payments.read' },
    withdrawals: { read: 'payments.read', manage: 'withdrawals.decide' },
    deposits: { read: 'payments.read' },
    reconciliation: { read: 'payments.read' },
    // `create` is a request (the player's page); the decision needs balance.approve, checked on its buttons.
    adjustments: { read: 'payments.read', manage: 'balance.adjust' },
  },
  pages: (
    <>
      <Route path={relative(WITHDRAWALS_PATH)} element={<WithdrawalsPage />}>
        <Route path=":id" element={<WithdrawalDrawer />} />
      </Route>
      <Route path={relative(DEPOSITS_PATH)} element={<DepositsPage />} />
      <Route path={relative(RECONCILIATION_PATH)} element={<ReconciliationPage />} />
      <Route path={relative(ADJUSTMENTS_PATH)} element={<AdjustmentsPage />} />
    </>
  ),
};
