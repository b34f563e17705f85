import { API, successEnvelope, text } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { operatorPath } from '../../http/operator-scope.js';
import { checkLedger } from './ledger-check.js';

const reportSchema = z.object({
  accounts: z.number().int(),
  transfers: z.number().int(),
  entries: z.number().int(),
  violations: z.array(z.object({ rule: text(), detail: text() })),
});

/**
 * GET /wps/operator/ledger/check: the invariant check on the live database.
 * `npm run ledger:check` calls it when the embedded PGlite is held by a running server.
 */
export const ledgerOperatorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, options) => {
  app.get(
    operatorPath(API.operatorLedgerCheck),
    {
      // The check reads every account and transfer: fewer than the operator default.
      config: { access: 'ledger.read', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { querystring: z.object({}).strict(), response: { 200: successEnvelope(reportSchema), ...errorResponses } },
    },
    async () => ok(await checkLedger(options.db)),
  );
};
