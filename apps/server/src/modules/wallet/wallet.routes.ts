import {
  accountRecordPageSchema,
  accountRecordQuerySchema,
  API,
  betRecordDetailQuerySchema,
  betRecordDetailSchema,
  betRecordPageSchema,
  betRecordQuerySchema,
  consolidatedFundsSchema,
  successEnvelope,
  walletSchema,
  walletTransferPayloadSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../http/envelope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { createSessionGuard, sessionOf } from '../auth/auth.guard.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { requestLanguage } from '../../http/language.js';
import { betRecordDetail, betRecords, type BetRecordDeps } from './bet-records.service.js';
import { accountRecords, type WithdrawalExpectations } from './records.service.js';
import * as wallet from './wallet.service.js';

export interface WalletRoutesOptions extends ServiceDeps, Omit<BetRecordDeps, keyof ServiceDeps> {
  ledger: Ledger;
  withdrawalExpectations: WithdrawalExpectations;
}

const noQuery = z.object({}).strict();
/** Balance reads are cheap but polled by every open screen; a burst of refresh taps stays bounded. */
const READ_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
const TRANSFER_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, deps) => {
  const requireSession = createSessionGuard(deps);
  const ownerOf = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { merchantId: s.merchantId, memberId: s.memberId, isTrial: s.isTrial };
  };

  app.get(
    API.wallet,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: noQuery, response: { 200: successEnvelope(walletSchema), ...errorResponses } },
    },
    async (request) => ok(await wallet.getWallet(deps, ownerOf(request))),
  );

  app.post(
    API.walletTransfer,
    {
      onRequest: requireSession,
      config: { rateLimit: TRANSFER_LIMIT },
      schema: { body: walletTransferPayloadSchema, response: { 200: successEnvelope(walletSchema), ...errorResponses } },
    },
    async (request) => ok(await wallet.transferBetweenWallets(deps, ownerOf(request), request.body)),
  );

  app.get(
    API.consolidatedFunds,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: noQuery, response: { 200: successEnvelope(consolidatedFundsSchema), ...errorResponses } },
    },
    async (request) => ok(await wallet.consolidatedFunds(deps, ownerOf(request))),
  );

  app.get(
    API.accountRecord,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: accountRecordQuerySchema, response: { 200: successEnvelope(accountRecordPageSchema), ...errorResponses } },
    },
    async (request) => ok(await accountRecords(deps, ownerOf(request), request.query)),
  );

  app.get(
    API.betRecord,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: betRecordQuerySchema, response: { 200: successEnvelope(betRecordPageSchema), ...errorResponses } },
    },
    async (request) => ok(await betRecords(deps, ownerOf(request), request.query, requestLanguage(request))),
  );

  app.get(
    API.betRecordDetail,
    {
      onRequest: requireSession,
      config: { rateLimit: READ_LIMIT },
      schema: { querystring: betRecordDetailQuerySchema, response: { 200: successEnvelope(betRecordDetailSchema), ...errorResponses } },
    },
    async (request) => ok(await betRecordDetail(deps, ownerOf(request), request.query.roundId, requestLanguage(request))),
  );
};
