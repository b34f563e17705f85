import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEAMLESS_PREFIX } from '@app/contract';
import { WalletRefusal } from '../wallet/wallet-client.js';
import type { FakeWallet } from './fake-wallet.js';

type Call = (body: never) => Promise<unknown>;

/**
 * Serves a fake wallet over HTTP at the seamless protocol's paths, for tests that run real game-server processes
 * (they reach the wallet only at WALLET_URL). Signatures are not checked: the fake stands for the platform's books,
 * whose protocol has tests of its own.
 */
export async function serveWallet(wallet: FakeWallet) {
  const { client } = wallet;
  const calls: Record<string, Call> = {
    authenticate: (body: { token: string }) => client.authenticate(body.token),
    balance: (body: { playerId: string; currency: string }) => client.balance(body.playerId, body.currency),
    bet: client.bet as Call,
    win: client.win as Call,
    rollback: client.rollback as Call,
    end: client.end as Call,
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const call = calls[(request.url ?? '').slice(SEAMLESS_PREFIX.length + 1)];
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!call) return answer(404, { success: false, errorCode: 'not.found' });
      call(JSON.parse(raw) as never).then(
        (value) => answer(200, { success: true, value }),
        (error: unknown) =>
          error instanceof WalletRefusal
            ? answer(error.status, { success: false, errorCode: error.errorCode, message: error.message })
            : answer(503, { success: false, errorCode: 'system.unavailable' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
