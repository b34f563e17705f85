import type { EncryptionKey } from '@app/contract';
import type { InjectOptions } from 'fastify';
import { sealForTest } from '../../modules/crypto/seal-for-test.js';
import { signWebhook, PIX_SIGNATURE_HEADER } from '../../modules/payments/pix-provider.js';
import { signedHeaders } from '../../modules/seamless/seamless-signature.js';
import type { FuzzInput, RouteSchemas } from './fuzz-inputs.js';

/** How a route authenticates its caller; the fuzzer always authenticates, so the inputs reach validation. */
export type Auth = 'member' | 'agent' | 'operator' | 'seamless' | 'pix-webhook';

export interface FuzzRoute {
  method: string;
  url: string;
  schemas: RouteSchemas;
  paramNames: string[];
  auth: Auth;
  sealed: boolean;
  /** A preHandler (the human check) runs before the handler opens the sealed payload: it needs a fresh proof. */
  humanCheck: boolean;
}

export interface Credentials {
  /** A regular member (type 0): the player calls refuse agents, the agent calls refuse members. */
  memberToken: string;
  agentToken: string;
  operatorToken: string;
  vendor: { code: string; secret: string };
  webhookSecret: string;
  sealKey: EncryptionKey;
  /** A fresh x-human-proof header, spent by one guarded call. */
  humanProof: () => Promise<Record<string, string>>;
}

/** One UTF-16 code unit as the UTF-8 bytes it would have if it were a code point (how a lone surrogate travels in a URL). */
const wtf8 = (unit: number) =>
  [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

/** encodeURIComponent that also carries lone surrogates (it throws on them). */
export function encodeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) out += wtf8(unit);
    else out += encodeURIComponent(value[i]!);
  }
  return out;
}

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

function queryOf(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(`${encodeText(key)}=${encodeText(asText(one))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function pathOf(url: string, params: Record<string, unknown>): string {
  return url.replace(/:(\w+)|\*$/g, (_, name: string | undefined) => encodeText(asText(params[name ?? '*'])));
}

/** The request for one fuzz input: path and query filled in, body sealed or signed as the route expects. */
export async function injectOptions(
  route: FuzzRoute,
  input: FuzzInput,
  credentials: Credentials,
  remoteAddress: string,
): Promise<InjectOptions> {
  const headers: Record<string, string> = route.humanCheck ? await credentials.humanProof() : {};
  if (route.auth === 'member') headers.authorization = `Bearer ${credentials.memberToken}`;
  if (route.auth === 'agent') headers.authorization = `Bearer ${credentials.agentToken}`;
  if (route.auth === 'operator') headers.authorization = `Bearer ${credentials.operatorToken}`;
  let raw: string | undefined;
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  if (hasBody && route.sealed) {
    // A broken envelope is sent as it is; otherwise the broken payload is sealed the way the web client seals.
    const outerBroken = input.labels.some((label) => label.startsWith('body.'));
    const sealed = sealForTest(credentials.sealKey.publicKey, credentials.sealKey.keyId, input.payload);
    Object.assign(headers, sealed.headers);
    raw = JSON.stringify(outerBroken ? input.body : sealed.payload);
  } else if (hasBody && input.body !== undefined) {
    raw = JSON.stringify(input.body);
  }
  if (raw !== undefined) headers['content-type'] = 'application/json';
  if (route.auth === 'seamless') Object.assign(headers, signedHeaders(credentials.vendor.code, credentials.vendor.secret, raw ?? ''));
  if (route.auth === 'pix-webhook') headers[PIX_SIGNATURE_HEADER] = signWebhook(credentials.webhookSecret, raw ?? '');
  return {
    method: route.method as InjectOptions['method'],
    url: pathOf(route.url, input.params) + queryOf(input.querystring),
    headers,
    remoteAddress,
    ...(raw !== undefined && { payload: raw }),
  };
}
