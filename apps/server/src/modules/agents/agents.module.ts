import fp from 'fastify-plugin';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { JobScheduler } from '../../infra/jobs/job-queue.js';
import { gameOfRound, type CatalogueCache } from '../games/catalogue.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { AgentDeps, RoundGameTypes } from './agents.deps.js';
import { agentsOperatorRoutes } from './agents-operator.routes.js';
import { agentsOperatorMoneyRoutes } from './agents-operator-money.routes.js';
import { agentsOperatorTreeRoutes } from './agents-operator-tree.routes.js';
import { agentsRoutes } from './agents.routes.js';
import { startAgentJobs } from './agents.jobs.js';
import * as store from './contracts.repository.js';

export interface AgentsModuleOptions extends ServiceDeps {
  ledger: Ledger;
  /** Game types of rounds (rebates are set per category). */
  catalogue: CatalogueCache;
  /** How often finished periods are settled (0: never; the operator call still works). */
  settleIntervalMs: number;
  settleOpenPeriods: boolean;
  operator: OperatorRoutes;
  jobs: JobScheduler;
}

/** Game types of rounds through the catalogue (a game no longer offered counts as a slot). */
export function catalogueGameTypes(catalogue: CatalogueCache): RoundGameTypes {
  return async (merchantId, rounds) => {
    const snapshot = await catalogue.get(merchantId);
    return rounds.map((r) => gameOfRound(snapshot, r)?.gameType);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Game types of rounds (the demo seed's agent terms use it). */
    agentGameTypes: RoundGameTypes;
  }
}

/** The agent area: its calls, the operator's, and the scheduled settlement. */
export const agentsModule = fp<AgentsModuleOptions>(
  async (app, options) => {
    const deps: AgentDeps = {
      db: options.db,
      clock: options.clock,
      ledger: options.ledger,
      gameTypes: catalogueGameTypes(options.catalogue),
      settleOpenPeriods: options.settleOpenPeriods,
    };
    app.decorate('agentGameTypes', deps.gameTypes);
    await app.register(agentsRoutes, deps);
    options.operator.add(agentsOperatorRoutes, deps);
    options.operator.add(agentsOperatorTreeRoutes, deps);
    options.operator.add(agentsOperatorMoneyRoutes, deps);
    const jobs = startAgentJobs(
      { ...deps, log: app.log, merchantIds: () => store.merchantsWithAgents(options.db) },
      options.settleIntervalMs,
      options.jobs,
    );
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'agents' },
);
