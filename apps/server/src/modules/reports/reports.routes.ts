import { API, reportQuerySchema, reportSchema, successEnvelope } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { operatorPath } from '../../http/operator-scope.js';
import { guarded } from '../system/system.guard.js';
import { reportCsv, reportFileName } from './reports-csv.js';
import { report, wholeReport, type ReportsDeps } from './reports.service.js';

/** The reports: a range grouped by day, game, vendor, category or agent, as JSON or as the same rows in CSV. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  app.get(
    operatorPath(API.operatorReports),
    {
      config: { access: 'reports.read' },
      schema: { querystring: reportQuerySchema, response: { 200: successEnvelope(reportSchema), ...errorResponses } },
    },
    async (request) => ok(await report(deps, guarded(request).merchant.id, request.query, requestLanguage(request))),
  );

  // No response schema for the 200: it is the CSV file; errors take the envelope from the error handler.
  app.get(
    operatorPath(API.operatorReportsCsv),
    { config: { access: 'reports.read' }, schema: { querystring: reportQuerySchema } },
    async (request, reply) => {
      const read = await wholeReport(deps, guarded(request).merchant.id, request.query, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFileName(read)}"`)
        .header('cache-control', 'no-store')
        .send(reportCsv(read));
    },
  );
};
