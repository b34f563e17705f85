import type { FastifyInstance } from 'fastify';
import { WalletRefusal, WalletUnavailable } from '../wallet/wallet-client.js';
import { GameError } from './game-error.js';

/** Every failure answers `{ success: false, errorCode }`; the page translates the code. Internals never leak. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    let known: GameError | undefined;
    if (error instanceof GameError) known = error;
    else if (error instanceof WalletRefusal) known = new GameError(error.errorCode === 'wallet.insufficient.funds' ? 'wallet.insufficient.funds' : 'wallet.refused', { walletCode: error.errorCode });
    else if (error instanceof WalletUnavailable) known = new GameError('wallet.unavailable');
    else if ((error as { validation?: unknown }).validation || (error as { statusCode?: number }).statusCode === 400) known = new GameError('request.invalid');
    if (!known) request.log.error({ err: error }, 'request failed');
    const status = known?.status ?? 500;
    return reply.code(status).send({ success: false, errorCode: known?.code ?? 'system.error', ...(known?.data && { data: known.data }) });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, errorCode: 'not.found' }));
}
