import { Agent, fetch as undiciFetch } from 'undici';
import type { Cob, CobRequest, PayoutRequest, PayoutResult, PixProvider } from './pix-provider.js';

export interface HttpPixOptions {
  /** Base URL of the PSP's API Pix, e.g. https://pix.psp.example/v2 (its token endpoint is <base>/oauth/token). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Mutual TLS (PEM texts): the client certificate the PSP issued, its key, and the CA that signs the PSP's server certificate when not a public one. */
  tls?: PixTls;
}

export interface PixTls {
  cert: string;
  key: string;
  ca?: string;
}

/** A fetch that presents the client certificate on every connection (undici's own fetch, so the dispatcher is one of its Agents). */
function mutualTlsFetch(tls: PixTls): typeof fetch {
  const dispatcher = new Agent({ connect: { cert: tls.cert, key: tls.key, ...(tls.ca && { ca: tls.ca }) } });
  return ((input: string, init?: RequestInit) => undiciFetch(input, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })) as unknown as typeof fetch;
}

export class PixHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`PSP answered ${status}`);
    this.name = 'PixHttpError';
  }
}

/** Tokens are reused until shortly before they expire. */
const TOKEN_MARGIN_MS = 30_000;

/**
 * A PSP speaking the Banco Central API Pix over HTTPS with an OAuth2
 * client-credentials token. Real PSPs also demand mutual TLS (a client
 * certificate they issue): `tls` (PIX_CLIENT_CERT / PIX_CLIENT_KEY / PIX_CA);
 * the embedded sandbox does not ask for one.
 */
export function createHttpPixProvider(options: HttpPixOptions): PixProvider {
  const doFetch = options.fetch ?? (options.tls ? mutualTlsFetch(options.tls) : fetch);
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await doFetch(`${options.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new PixHttpError(res.status, await res.text());
    const body = (await res.json()) as { access_token: string; expires_in?: number };
    token = { value: body.access_token, until: Date.now() + (body.expires_in ?? 300) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: T | null }> {
    const res = await doFetch(`${options.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${await accessToken()}`, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 401) token = undefined;
    if (res.status === 404) return { status: 404, json: null };
    if (!res.ok) throw new PixHttpError(res.status, await res.text());
    return { status: res.status, json: (await res.json()) as T };
  }

  return {
    async createCharge(txid: string, request: CobRequest): Promise<Cob> {
      const { json } = await call<Cob>('PUT', `/cob/${encodeURIComponent(txid)}`, request);
      if (!json) throw new PixHttpError(404, 'charge endpoint not found');
      return json;
    },
    async getCharge(txid: string): Promise<Cob | null> {
      return (await call<Cob>('GET', `/cob/${encodeURIComponent(txid)}`)).json;
    },
    async payout(request: PayoutRequest): Promise<PayoutResult> {
      const { json } = await call<PayoutResult>('POST', '/payouts', request, { 'idempotency-key': request.idempotencyKey });
      if (!json) throw new PixHttpError(404, 'payout endpoint not found');
      return json;
    },
  };
}
