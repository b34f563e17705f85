import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { gameOfRound, type CatalogueCache } from '../games/catalogue.service.js';
import type { Ledger } from '../ledger/ledger.service.js';
import type { AgentDeps, RoundGameTypes } from './agents.deps.js';
import { agentsOperatorRoutes } from './agents-operator.routes.js';
import { agentsRoutes } from './agents.routes.js';
import { startAgentJobs } from './agents.jobs.js';
import * as store from './contracts.repository.js';

export interface AgentsModuleOptions {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  catalogue: CatalogueCache;
  operatorToken: string;
  settleIntervalMs: number;
  settleOpenPeriods: boolean;
}

/** Game types of rounds through the catalogue (a game no longer offered counts as a slot). */
export function catalogueGameTypes(catalogue: CatalogueCache): RoundGameTypes {
  return async (merchantId, rounds) => {
    const snapshot = await catalogue.get(merchantId);
    return rounds.map((r) => gameOfRound(snapshot, r)?.gameType);
  };
}

/** The agent area: its calls, the operator's, and the scheduled settlement. */
export async function registerAgents(app: FastifyInstance, options: AgentsModuleOptions): Promise<void> {
  const deps: AgentDeps = {
    db: options.db,
    clock: options.clock,
    ledger: options.ledger,
    gameTypes: catalogueGameTypes(options.catalogue),
    settleOpenPeriods: options.settleOpenPeriods,
  };
  app.decorate('agentGameTypes', deps.gameTypes);
  await app.register(agentsRoutes, deps);
  await app.register(agentsOperatorRoutes, { ...deps, operatorToken: options.operatorToken });
  const jobs = startAgentJobs(
    { ...deps, log: app.log, merchantIds: () => store.merchantsWithAgents(options.db) },
    options.settleIntervalMs,
  );
  app.addHook('onClose', () => jobs.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Game types of rounds (the demo seed's agent terms use it). */
    agentGameTypes: RoundGameTypes;
  }
}
