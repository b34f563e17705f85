import { accountStatementQuerySchema, API } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import { requestLanguage } from '../../http/language.js';
import { accountStatement } from './statement.service.js';
import type { WalletRoutesOptions } from './wallet.routes.js';

/** A statement reads up to a year of entries: a few a minute is plenty for a person. */
const EXPORT_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The member's statement download (/m/transaction/record "Exportar"). */
export const statementRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);

  // No response schema for the 200: it is the CSV file; errors take the envelope from the error handler.
  app.get(
    API.accountStatement,
    { onRequest: requireSession, config: { rateLimit: EXPORT_LIMIT }, schema: { querystring: accountStatementQuerySchema } },
    async (request, reply) => {
      const s = sessionOf(request);
      const owner = { merchantId: s.merchantId, memberId: s.memberId, isTrial: s.isTrial };
      const statement = await accountStatement(deps, owner, request.query, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statement.fileName}"`)
        .header('cache-control', 'no-store')
        .send(statement.body);
    },
  );
};
