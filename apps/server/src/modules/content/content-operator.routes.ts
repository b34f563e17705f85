import {
  announcementInputSchema,
  API,
  bannerInputSchema,
  helpEntryInputSchema,
  idParamSchema,
  languages,
  operatorAnnouncementSchema,
  operatorBannerSchema,
  operatorHelpEntrySchema,
  storedAnnouncementTypes,
  successEnvelope,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import * as announcements from './announcements.service.js';
import * as admin from './content-admin.service.js';

const listQuery = z.object({ type: z.enum(storedAnnouncementTypes).optional(), language: z.enum(languages).optional() });
const done = { 200: successEnvelope(z.null()), ...errorResponses };
const one = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(schema), ...errorResponses });
const many = <T extends z.ZodType>(schema: T) => ({ 200: successEnvelope(z.array(schema)), ...errorResponses });

const merchantOf = (request: Parameters<typeof guarded>[0]) => guarded(request).merchant.id;
const found = <T>(item: T | null): T => {
  if (item === null) throw new AppError('content.not.found');
  return item;
};

/** Announcements of every type, popups included. */
const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorAnnouncements),
    { config: { access: 'content.read' }, schema: { querystring: listQuery, response: many(operatorAnnouncementSchema) } },
    async (request) => ok(await announcements.listForOperator(deps.db, merchantOf(request), request.query)),
  );
  app.post(
    operatorPath(API.operatorAnnouncements),
    { config: { access: 'content.manage' }, schema: { body: announcementInputSchema, response: one(operatorAnnouncementSchema) } },
    async (request) => ok(await announcements.createAnnouncement(deps.db, merchantOf(request), request.body)),
  );
  app.get(
    operatorPath(API.operatorAnnouncement),
    { config: { access: 'content.read' }, schema: { params: idParamSchema, response: one(operatorAnnouncementSchema) } },
    async (request) => ok(found(await announcements.findAnnouncement(deps.db, merchantOf(request), request.params.id))),
  );
  app.put(
    operatorPath(API.operatorAnnouncement),
    {
      config: { access: 'content.manage' },
      schema: { params: idParamSchema, body: announcementInputSchema, response: one(operatorAnnouncementSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await announcements.findAnnouncement(deps.db, merchantId, request.params.id);
      return ok(await announcements.updateAnnouncement(deps.db, merchantId, request.params.id, request.body));
    },
  );
  app.delete(
    operatorPath(API.operatorAnnouncement),
    { config: { access: 'content.manage' }, schema: { params: idParamSchema, response: done } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await announcements.findAnnouncement(deps.db, merchantId, request.params.id);
      await announcements.deleteAnnouncement(deps.db, merchantId, request.params.id);
      return ok(null);
    },
  );
};

/** The lobby's banners. */
const bannerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorBanners),
    { config: { access: 'content.read' }, schema: { response: many(operatorBannerSchema) } },
    async (request) => ok(await admin.listBanners(deps.db, merchantOf(request))),
  );
  app.post(
    operatorPath(API.operatorBanners),
    { config: { access: 'content.manage' }, schema: { body: bannerInputSchema, response: one(operatorBannerSchema) } },
    async (request) => ok(await admin.createBanner(deps.db, merchantOf(request), request.body)),
  );
  app.get(
    operatorPath(API.operatorBanner),
    { config: { access: 'content.read' }, schema: { params: idParamSchema, response: one(operatorBannerSchema) } },
    async (request) => ok(found(await admin.findBanner(deps.db, merchantOf(request), request.params.id))),
  );
  app.put(
    operatorPath(API.operatorBanner),
    {
      config: { access: 'content.manage' },
      schema: { params: idParamSchema, body: bannerInputSchema, response: one(operatorBannerSchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await admin.findBanner(deps.db, merchantId, request.params.id);
      return ok(await admin.updateBanner(deps.db, merchantId, request.params.id, request.body));
    },
  );
  app.delete(
    operatorPath(API.operatorBanner),
    { config: { access: 'content.manage' }, schema: { params: idParamSchema, response: done } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await admin.findBanner(deps.db, merchantId, request.params.id);
      await admin.deleteBanner(deps.db, merchantId, request.params.id);
      return ok(null);
    },
  );
};

/** Help entries. */
const helpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorHelpEntries),
    { config: { access: 'content.read' }, schema: { response: many(operatorHelpEntrySchema) } },
    async (request) => ok(await admin.listHelp(deps.db, merchantOf(request))),
  );
  app.post(
    operatorPath(API.operatorHelpEntries),
    { config: { access: 'content.manage' }, schema: { body: helpEntryInputSchema, response: one(operatorHelpEntrySchema) } },
    async (request) => ok(await admin.createHelpEntry(deps.db, merchantOf(request), request.body)),
  );
  app.get(
    operatorPath(API.operatorHelpEntry),
    { config: { access: 'content.read' }, schema: { params: idParamSchema, response: one(operatorHelpEntrySchema) } },
    async (request) => ok(found(await admin.findHelpEntry(deps.db, merchantOf(request), request.params.id))),
  );
  app.put(
    operatorPath(API.operatorHelpEntry),
    {
      config: { access: 'content.manage' },
      schema: { params: idParamSchema, body: helpEntryInputSchema, response: one(operatorHelpEntrySchema) },
    },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await admin.findHelpEntry(deps.db, merchantId, request.params.id);
      return ok(await admin.updateHelpEntry(deps.db, merchantId, request.params.id, request.body));
    },
  );
  app.delete(
    operatorPath(API.operatorHelpEntry),
    { config: { access: 'content.manage' }, schema: { params: idParamSchema, response: done } },
    async (request) => {
      const merchantId = merchantOf(request);
      request.auditBefore = await admin.findHelpEntry(deps.db, merchantId, request.params.id);
      await admin.deleteHelpEntry(deps.db, merchantId, request.params.id);
      return ok(null);
    },
  );
};

/**
 * Operator calls of content: announcements, banners, help entries. A change or a removal reads the object first for
 * the audit row's `before` (an unknown id reads null and then answers content.not.found, which is not audited).
 */
export const contentOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  await app.register(announcementRoutes, deps);
  await app.register(bannerRoutes, deps);
  await app.register(helpRoutes, deps);
};
