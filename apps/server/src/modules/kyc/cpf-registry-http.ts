import { RegistryUnavailable, SERPRO_STATUS_CODES, type CpfRegistry, type RegistryAnswer } from './cpf-registry.js';

export interface SerproOptions {
  /** Base URL without `/cpf`, e.g. https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v2. */
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Tokens live an hour at Serpro; one is reused until shortly before it ends. */
const TOKEN_MARGIN_MS = 60_000;

/** DDMMAAAA, as Serpro writes dates, to YYYY-MM-DD; undefined when it is not one. */
export function serproDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{8}$/.test(value)) return undefined;
  return `${value.slice(4)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
}

function parseRecord(body: unknown): RegistryAnswer {
  const record = body as { nome?: unknown; situacao?: { codigo?: unknown }; nascimento?: unknown } | null;
  const status = SERPRO_STATUS_CODES[String(record?.situacao?.codigo ?? '')];
  const birthDate = serproDate(record?.nascimento);
  if (!status || !birthDate || typeof record?.nome !== 'string') throw new RegistryUnavailable('malformed');
  return { kind: 'found', status, name: record.nome, birthDate };
}

/**
 * Serpro's Consulta CPF (KYC_CPF_REGISTRY=http): `GET <url>/cpf/{ni}` with an OAuth2 client-credentials token (Basic
 * consumer key and secret at the token endpoint). 200 and 206 carry the record (`nome`, `situacao.codigo`,
 * `nascimento` DDMMAAAA), 404 means no such CPF, 422 a minor's record withheld under the LGPD; 401 renews the token
 * once; anything else, and a timeout, is an outage. Only the CPF leaves: no name or member id is sent.
 */
export function serproCpfRegistry(options: SerproOptions): CpfRegistry {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let token: { value: string; until: number } | undefined;

  const call = async (url: string, init: RequestInit) => {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new RegistryUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'down');
    }
  };

  async function accessToken(renew: boolean): Promise<string> {
    if (!renew && token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await call(options.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new RegistryUnavailable('refused');
    const body = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== 'string') throw new RegistryUnavailable('malformed');
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    token = { value: body.access_token, until: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function get(cpf: string, renew: boolean): Promise<Response> {
    const bearer = await accessToken(renew);
    return call(`${options.url.replace(/\/$/, '')}/cpf/${cpf}`, {
      headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
    });
  }

  return {
    name: 'http',
    async lookup({ cpf }) {
      let res = await get(cpf, false);
      if (res.status === 401) res = await get(cpf, true);
      if (res.status === 200 || res.status === 206) return parseRecord(await res.json().catch(() => null));
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status === 422) return { kind: 'minor' };
      throw new RegistryUnavailable(res.status === 401 || res.status === 403 ? 'refused' : 'down');
    },
  };
}
