import type { AgentDeps } from './agents.deps.js';
import * as store from './contracts.repository.js';
import { setTopRates } from './rebates.service.js';

/** What the demo seed hands to the agent module: the members it created, by role. */
export interface DemoTeam {
  agentId: number;
  subAgentId: number;
}

/**
 * The demo agent's rates, its sub-agent's, an accepted salary contract and a dividend offer (agent announcements are
 * content type A, seeded with the content).
 */
export async function addDemoAgentTerms(deps: AgentDeps, merchantId: number, team: DemoTeam): Promise<void> {
  await setTopRates(deps, merchantId, team.agentId, { RNG: '1.00', LIVE: '0.50', FISH: '0.80', PVP: '0.50', SPORTS: '0.60' });
  await store.upsertRates(
    deps.db,
    merchantId,
    team.subAgentId,
    team.agentId,
    [
      { category: 'RNG', rateBp: 60 },
      { category: 'SPORTS', rateBp: 30 },
    ],
    new Date(deps.clock()),
  );
  const contract = await store.insertContract(deps.db, {
    merchantId,
    kind: 'salary',
    agentId: team.subAgentId,
    offeredBy: team.agentId,
    rateBp: 100,
    createdAt: new Date(deps.clock()),
  });
  await store.decideContract(deps.db, contract.id, 'offered', 'accepted', new Date(deps.clock()));
  await store.insertContract(deps.db, {
    merchantId,
    kind: 'dividend',
    agentId: team.subAgentId,
    offeredBy: team.agentId,
    rateBp: 200,
    createdAt: new Date(deps.clock()),
  });
}
