import {
  API,
  catalogueImportBodySchema,
  catalogueImportFileBodySchema,
  catalogueImportReportSchema,
  gameTypesOffSchema,
  successEnvelope,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { operatorPath } from '../../http/operator-scope.js';
import * as merchants from '../merchants/merchants.service.js';
import { AppError } from '../../http/app-error.js';
import { guarded } from '../system/system.guard.js';
import { CatalogueFileError, parseCatalogueFile } from './catalogue-file.js';
import { importCatalogue, type ImportOptions } from './catalogue-import.js';
import * as repository from './catalogue.repository.js';
import type { CatalogueDeps } from './catalogue.service.js';

/** A full aggregator catalogue of 50,000 games is about 20 MB of JSON. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Operator calls of the catalogue: load a catalogue file (the back office's import screen, and what
 * `npm run ops -- catalogue import` sends when the embedded database is held by the server; bad rows are named in
 * the operator's language) and switch game types off for the merchant.
 */
export const gamesOperatorRoutes: FastifyPluginAsyncZod<CatalogueDeps> = async (app, deps) => {
  const load = async (request: FastifyRequest, rows: unknown[], options: ImportOptions) => {
    const merchantId = guarded(request).merchant.id;
    const report = await importCatalogue(deps.db, merchantId, rows, { ...options, language: requestLanguage(request) });
    if (report.applied) deps.catalogue.invalidate(merchantId);
    // A dry run or a refused file changed nothing: not an action for the audit log.
    request.auditSkip = !report.applied;
    // `before` stays null: the catalogue an import merges into is up to 50,000 games (about 20 MB), far past what an
    // audit row keeps (even the request body is cut to its size and keys above 8 KB).
    return ok(report);
  };
  const importResponse = { 200: successEnvelope(catalogueImportReportSchema), ...errorResponses };

  app.post(
    operatorPath(API.operatorGameImport),
    {
      config: { access: 'games.manage' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: catalogueImportBodySchema, response: importResponse },
    },
    async (request) => load(request, request.body.rows, request.body),
  );

  // The back office's upload: the file's text, read here as the command line reads a file, so both accept the same.
  app.post(
    operatorPath(API.operatorGameImportFile),
    {
      config: { access: 'games.manage' },
      bodyLimit: IMPORT_BODY_LIMIT + 64 * 1024,
      schema: { body: catalogueImportFileBodySchema, response: importResponse },
    },
    async (request) => {
      let rows: unknown[];
      try {
        rows = parseCatalogueFile(request.body.text, request.body.format);
      } catch (error) {
        if (!(error instanceof CatalogueFileError)) throw error;
        throw new AppError('game.import.file.invalid', { format: request.body.format.toUpperCase(), detail: error.message });
      }
      return load(request, rows, request.body);
    },
  );

  categoryRoutes(app, deps);
};

type GamesApp = Parameters<FastifyPluginAsyncZod<CatalogueDeps>>[0];

/** The game types the merchant switched off (read, replace). */
function categoryRoutes(app: GamesApp, deps: CatalogueDeps) {
  app.get(
    operatorPath(API.operatorGameCategories),
    {
      config: { access: 'games.read' },
      schema: { querystring: z.object({}).strict(), response: { 200: successEnvelope(gameTypesOffSchema), ...errorResponses } },
    },
    async (request) => ok({ gameTypesOff: await merchants.getSetting(deps.db, guarded(request).merchant.id, 'gameTypesOff') }),
  );

  app.put(
    operatorPath(API.operatorGameCategories),
    {
      config: { access: 'games.manage' },
      schema: { body: gameTypesOffSchema, response: { 200: successEnvelope(gameTypesOffSchema), ...errorResponses } },
    },
    async (request) => {
      const merchantId = guarded(request).merchant.id;
      request.auditBefore = { gameTypesOff: await merchants.getSetting(deps.db, merchantId, 'gameTypesOff') };
      const gameTypesOff = await deps.db.transaction(async (tx) => {
        const saved = await merchants.setSetting(tx, merchantId, 'gameTypesOff', [...new Set(request.body.gameTypesOff)]);
        // The lists are built from the setting too: every process reloads them.
        await repository.bumpVersion(tx, merchantId);
        return saved;
      });
      deps.catalogue.invalidate(merchantId);
      return ok({ gameTypesOff });
    },
  );
}
