import { API, maintenanceBodySchema, regionRuleSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import type { SettingsBus } from '../merchants/settings-bus.js';
import { guarded } from './system.guard.js';
import { getMaintenance, getRegionRule, setMaintenance, setRegionRule, type SystemDeps } from './system.service.js';

const noQuery = z.object({});
const maintenanceResponse = { 200: successEnvelope(z.object({ enabled: z.boolean() })), ...errorResponses };
const regionResponse = { 200: successEnvelope(regionRuleSchema), ...errorResponses };

/** The operator's merchant-wide switches: maintenance and the region rule (inside the operator scope). */
export const operatorRoutes: FastifyPluginAsyncZod<SystemDeps & { bus: SettingsBus }> = async (app, options) => {
  const maintenancePath = operatorPath(API.operatorMaintenance);
  const regionPath = operatorPath(API.operatorRegion);

  app.get(
    maintenancePath,
    { config: { access: 'settings.read' }, schema: { querystring: noQuery, response: maintenanceResponse } },
    async (request) => ok({ enabled: await getMaintenance(options.db, guarded(request).merchant) }),
  );

  app.post(
    maintenancePath,
    { config: { access: 'settings.manage' }, schema: { querystring: noQuery, body: maintenanceBodySchema, response: maintenanceResponse } },
    async (request) => {
      const { merchant } = guarded(request);
      request.auditBefore = { enabled: await getMaintenance(options.db, merchant) };
      const enabled = await setMaintenance(options.db, merchant, request.body.enabled);
      options.bus.changed(merchant.id);
      request.log.warn({ enabled }, 'operator switched maintenance');
      return ok({ enabled });
    },
  );

  app.get(
    regionPath,
    { config: { access: 'settings.read' }, schema: { querystring: noQuery, response: regionResponse } },
    async (request) => ok(await getRegionRule(options.db, guarded(request).merchant)),
  );

  app.put(
    regionPath,
    { config: { access: 'settings.manage' }, schema: { querystring: noQuery, body: regionRuleSchema, response: regionResponse } },
    async (request) => {
      const { merchant } = guarded(request);
      request.auditBefore = await getRegionRule(options.db, merchant);
      const rule = await setRegionRule(options.db, merchant, request.body);
      options.bus.changed(merchant.id);
      const summary = { mode: rule.mode, countries: rule.countries.length, cidrs: rule.cidrs.length };
      request.log.warn(summary, 'operator changed the region rule');
      return ok(rule);
    },
  );
};
