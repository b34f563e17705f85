import { SEAMLESS_PREFIX, type SeamlessAuthenticate, type SeamlessMatch, type SeamlessMove } from '@app/contract';
import { signedHeaders } from '@app/contract/seamless-signature';

/** The wallet refused the call (it answered): nothing moved. */
export class WalletRefusal extends Error {
  constructor(
    readonly errorCode: string,
    readonly status: number,
    message: string,
  ) {
    super(`${errorCode}: ${message}`);
    this.name = 'WalletRefusal';
  }
}

/** No answer (network, timeout, 5xx): the call may or may not have applied; send the same body again. */
export class WalletUnavailable extends Error {
  constructor(cause: unknown) {
    super(`wallet unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'WalletUnavailable';
  }
}

export interface MoveRequest {
  transactionId: string;
  playerId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  currency: string;
}

const TIMEOUT_MS = 5_000;

/**
 * The seamless-wallet protocol as this game server speaks it
 * (docs/seamless-wallet.openapi.yaml): every call a signed POST over HTTP,
 * like any outside vendor. Money calls are idempotent by transactionId, so a
 * caller that got WalletUnavailable repeats the same request.
 */
export function createWalletClient(config: { url: string; vendor: string; secret: string }) {
  async function call<T>(path: string, body: object): Promise<T> {
    const raw = JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(`${config.url}${SEAMLESS_PREFIX}/${path}`, {
        method: 'POST',
        headers: signedHeaders(config.vendor, config.secret, raw),
        body: raw,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new WalletUnavailable(error);
    }
    let answer: { success?: boolean; value?: T; errorCode?: string; message?: string };
    try {
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new WalletUnavailable(error);
    }
    if (response.status >= 500) throw new WalletUnavailable(new Error(`${response.status} ${answer.errorCode ?? ''}`));
    if (!answer.success || answer.value === undefined)
      throw new WalletRefusal(answer.errorCode ?? 'unknown', response.status, answer.message ?? '');
    return answer.value;
  }

  return {
    authenticate: (token: string) => call<SeamlessAuthenticate>('authenticate', { token }),
    balance: (playerId: string, currency: string) =>
      call<{ playerId: string; currency: string; balance: string }>('balance', { playerId, currency }),
    bet: (req: MoveRequest) => call<SeamlessMove>('bet', req),
    win: (req: MoveRequest & { endRound: boolean }) => call<SeamlessMove>('win', req),
    rollback: (req: { transactionId: string; playerId: string; roundId: string; referenceTransactionId: string }) =>
      call<SeamlessMove>('rollback', req),
    end: (req: { playerId: string; roundId: string }) => call<{ roundId: string; status: string }>('end', req),
    /** The sportsbook's fixtures, for the site's match cards. */
    feedMatches: (matches: SeamlessMatch[]) => call<{ accepted: number }>('feed/matches', { matches }),
  };
}
export type WalletClient = ReturnType<typeof createWalletClient>;
