import { Agent, fetch as undiciFetch } from 'undici';

export interface PspHttpOptions {
  /** Base URL of the PSP's API Pix, e.g. https://pix.psp.example/v2; every path is relative to it. */
  apiUrl: string;
  /** The token endpoint; default <apiUrl>/oauth/token (Efí: https://pix.api.efipay.com.br/oauth/token, outside /v2). */
  oauthUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Mutual TLS (PEM texts): the client certificate the PSP issued, its key, and the CA that signs the PSP's server
   * certificate when not a public one.
   */
  tls?: PixTls;
}

export interface PixTls {
  cert: string;
  key: string;
  ca?: string;
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

/** Any answer of the PSP: its status and its JSON body (null when empty or not JSON). */
export interface PspAnswer {
  status: number;
  body: unknown;
  text: string;
}

export interface PspHttpClient {
  request(method: string, path: string, body?: unknown): Promise<PspAnswer>;
}

/** A fetch that presents the client certificate on every connection (undici's own fetch, so the dispatcher is one of its Agents). */
function mutualTlsFetch(tls: PixTls): typeof fetch {
  const dispatcher = new Agent({ connect: { cert: tls.cert, key: tls.key, ...(tls.ca && { ca: tls.ca }) } });
  return ((input: string, init?: RequestInit) =>
    undiciFetch(input, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher })) as unknown as typeof fetch;
}

/** Tokens are reused until shortly before they expire. */
const TOKEN_MARGIN_MS = 30_000;

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/**
 * The PSP's API over HTTPS with an OAuth2 client-credentials token, shared by
 * the charge calls (API Pix) and the payout calls (efi-payout-provider.ts):
 * one token for both. Real PSPs also demand mutual TLS (a client certificate
 * they issue): `tls` (PIX_CLIENT_CERT / PIX_CLIENT_KEY / PIX_CA); the embedded
 * sandbox does not ask for one. Answers of any status come back as they are;
 * a network error or timeout throws.
 */
export function createPspHttpClient(options: PspHttpOptions): PspHttpClient {
  const doFetch = options.fetch ?? (options.tls ? mutualTlsFetch(options.tls) : fetch);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const oauthUrl = options.oauthUrl ?? `${options.apiUrl}/oauth/token`;
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await doFetch(oauthUrl, {
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

  return {
    async request(method: string, path: string, body?: unknown): Promise<PspAnswer> {
      const res = await doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 401) token = undefined;
      const text = await res.text();
      return { status: res.status, body: parse(text), text };
    },
  };
}
