import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { addDemoActivity } from './demo-activity.js';
import { addDemoAgents } from './demo-agents.js';
import { seed } from './seed.js';

/*
 * What a server start adds to its database, in the order server.ts needs it.
 * Tests of the production mode call the same two steps, so they check what a
 * real start does.
 */

/** Before the app is built: the merchant, its settings and content (demo promotions only outside production). */
export async function seedMerchant(db: Db, config: Pick<Config, 'merchantCode' | 'production' | 'merchantJurisdiction'>): Promise<number> {
  return (await seed(db, config.merchantCode, { production: config.production, jurisdiction: config.merchantJurisdiction })).id;
}

/**
 * After the app is built (the ledger and the seamless wallet move the money):
 * demo players' rounds and the demo agent with its downline, whose members
 * share a known password. config.demoActivity is never on in production.
 */
export async function seedDemoActivity(
  app: FastifyInstance,
  db: Db,
  config: Pick<Config, 'demoActivity'>,
  merchantId: number,
): Promise<void> {
  if (!config.demoActivity) return;
  await addDemoActivity({ db, ledger: app.ledger, clock: Date.now }, merchantId);
  await addDemoAgents({ db, ledger: app.ledger, clock: Date.now, gameTypes: app.agentGameTypes }, merchantId);
  // The sandbox CPF register's records for the demo players and one sample CPF per status (modules/kyc).
  await app.kyc.seedDemo(merchantId);
}
