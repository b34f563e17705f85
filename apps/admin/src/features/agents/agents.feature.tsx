import { Outlet, Route } from 'react-router';
import { CanAccess } from '@refinedev/core';
import { ApartmentOutlined } from '@ant-design/icons';
import { API } from '@app/contract';
import type { AdminFeature } from '../../lib/refine/feature';
import { Denied } from '../../lib/ui/denied';
import { AgentsPage } from './agents.page';
import { AGENTS_PATH } from './paths';

const access = { read: 'agents.read', manage: 'agents.manage' } as const;

/**
 * Agents (issue 31 item 4): the tree with each branch's figures, types, moves and rates; contract offers to top
 * agents; settlement runs. Read with agents.read; every change needs agents.manage (the server checks both).
 */
export const agentsFeature: AdminFeature = {
  // The contracts and the runs are tabs of the one page: resources for the data provider, not menu entries.
  resources: [
    { name: 'agents', list: AGENTS_PATH, meta: { icon: <ApartmentOutlined /> } },
    { name: 'agent-contracts' },
    { name: 'agent-settlements' },
  ],
  routes: {
    agents: { path: API.operatorAgentTree, paging: 'total-header' },
    'agent-contracts': { path: API.operatorAgentContracts, paging: 'total-header' },
    'agent-settlements': { path: API.operatorAgentSettlements, paging: 'total-header' },
  },
  access: { agents: access, 'agent-contracts': access, 'agent-settlements': access },
  pages: (
    <Route
      path={AGENTS_PATH}
      element={
        <CanAccess resource="agents" action="list" fallback={<Denied />}>
          <Outlet />
        </CanAccess>
      }
    >
      <Route index element={<AgentsPage />} />
    </Route>
  ),
};
