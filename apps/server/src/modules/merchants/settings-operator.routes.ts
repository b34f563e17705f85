import {
  API,
  editableSettingKeys,
  merchantSettingsSchema,
  settingPath,
  settingWriteSchema,
  successEnvelope,
  type EditableSettingKey,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import type { SettingValue } from './merchant-settings.js';
import * as merchants from './merchants.service.js';
import type { SettingsBus } from './settings-bus.js';

export interface SettingsRoutesOptions {
  db: Db;
  bus: SettingsBus;
}

const noQuery = z.object({}).strict();

/**
 * The settings screen's calls: every editable setting at once, and one PUT per setting with that setting's own
 * schema, so a bad value is refused field by field and each write is its own audit row (before and after).
 */
export const settingsOperatorRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { db, bus }) => {
  app.get(
    operatorPath(API.operatorSettings),
    {
      config: { access: 'settings.read' },
      schema: { querystring: noQuery, response: { 200: successEnvelope(merchantSettingsSchema), ...errorResponses } },
    },
    async (request) => ok(await merchants.getSettings(db, guarded(request).merchant.id, editableSettingKeys)),
  );

  for (const key of editableSettingKeys) addWrite(key);

  function addWrite<K extends EditableSettingKey>(key: K) {
    const response = { 200: successEnvelope(z.object({ value: merchantSettingsSchema.shape[key] })), ...errorResponses };
    app.put(
      operatorPath(settingPath(key)),
      { config: { access: 'settings.manage' }, schema: { querystring: noQuery, body: settingWriteSchema(key), response } },
      async (request) => {
        const merchantId = guarded(request).merchant.id;
        request.auditBefore = { value: await merchants.getSetting(db, merchantId, key) };
        const value = await merchants.setSetting(db, merchantId, key, (request.body as { value: unknown }).value as SettingValue<K>);
        bus.changed(merchantId);
        request.log.info({ setting: key }, 'operator changed a merchant setting');
        return ok({ value });
      },
    );
  }
};
