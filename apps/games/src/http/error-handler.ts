import type { FastifyInstance } from 'fastify';
import { WalletRefusal, WalletUnavailable } from '../wallet/wallet-client.js';
import { GameError, type GameErrorCode } from './game-error.js';

/** The player's own refusals the page names apart, so the player reads which limit stopped the bet. */
const namedRefusals: Readonly<Record<string, GameErrorCode>> = {
  'wallet.insufficient.funds': 'wallet.insufficient.funds',
  'identity.unverified': 'wallet.identity',
  'limits.loss.reached': 'wallet.limit.loss',
  'limits.bet.reached': 'wallet.limit.bet',
  'limits.time.reached': 'wallet.limit.time',
  'limits.required': 'wallet.limit.required',
};

/** A failure as the page reads it, or undefined for a fault of ours. */
export function asGameError(error: unknown): GameError | undefined {
  if (error instanceof GameError) return error;
  if (error instanceof WalletRefusal) {
    const code = error.errorCode;
    // A pause, an exclusion or a restriction: one answer that sends the player to the site's page.
    const limit = code.startsWith('limits.') || code.startsWith('protection.');
    return new GameError(namedRefusals[code] ?? (limit ? 'wallet.limit' : 'wallet.refused'), { walletCode: code });
  }
  if (error instanceof WalletUnavailable) return new GameError('wallet.unavailable');
  if ((error as { validation?: unknown }).validation || (error as { statusCode?: number }).statusCode === 400)
    return new GameError('request.invalid');
  return undefined;
}

/** Every failure answers `{ success: false, errorCode }`; the page translates the code. Internals never leak. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const known = asGameError(error);
    if (!known) request.log.error({ err: error }, 'request failed');
    const status = known?.status ?? 500;
    return reply.code(status).send({ success: false, errorCode: known?.code ?? 'system.error', ...(known?.data && { data: known.data }) });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, errorCode: 'not.found' }));
}
