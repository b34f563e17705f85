import { API, jurisdictionBodySchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { merchantJurisdiction } from '../merchants/jurisdiction.js';
import * as merchants from '../merchants/merchants.service.js';
import type { SettingsBus } from '../merchants/settings-bus.js';
import { guarded } from './system.guard.js';

/** What the switch tells the game catalogue, whose lists hide the game types a profile forbids. */
export interface JurisdictionListener {
  /** Inside the switch's transaction: every process reloads the lists once it commits. */
  settingChanged(tx: Db, merchantId: number): Promise<void>;
  /** After the commit: this process reloads at once. */
  invalidate(merchantId: number): void;
}

export interface JurisdictionRoutesOptions {
  db: Db;
  catalogue: JurisdictionListener;
  bus: SettingsBus;
}

const noQuery = z.object({}).strict();
const response = { 200: successEnvelope(jurisdictionBodySchema), ...errorResponses };

/** The operator reads and switches the merchant's jurisdiction profile (docs/decisions/player-protection.md). */
export const jurisdictionRoutes: FastifyPluginAsyncZod<JurisdictionRoutesOptions> = async (app, { db, catalogue, bus }) => {
  const path = operatorPath(API.operatorJurisdiction);

  app.get(path, { config: { access: 'settings.read' }, schema: { querystring: noQuery, response } }, async (request) =>
    ok({ jurisdiction: await merchantJurisdiction(db, guarded(request).merchant.id) }),
  );

  app.put(
    path,
    { config: { access: 'settings.manage' }, schema: { querystring: noQuery, body: jurisdictionBodySchema, response } },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = { jurisdiction: await merchantJurisdiction(db, merchantId) };
      const jurisdiction = await db.transaction(async (tx) => {
        const saved = await merchants.setSetting(tx, merchantId, 'jurisdiction', request.body.jurisdiction);
        await catalogue.settingChanged(tx, merchantId);
        return saved;
      });
      catalogue.invalidate(merchantId);
      bus.changed(merchantId);
      request.log.warn({ jurisdiction }, 'operator switched the jurisdiction profile');
      return ok({ jurisdiction });
    },
  );
};
