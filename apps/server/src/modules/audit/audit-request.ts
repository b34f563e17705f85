import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorAudit } from '../../http/operator-scope.js';
import { canonicalJson } from './audit-hash.js';
import { appendAudit, type AuditActor, type AuditDeps, type AuditEntry } from './audit.service.js';

/** Keys whose values never reach the log, at any depth: passwords, secrets, tokens, codes (SMS, invite), PINs. */
const SECRET_KEY = /password|secret|token|code|pin/i;

/** The largest `after` kept (its canonical JSON); a larger body is recorded by its size and top-level keys. */
export const AUDIT_BODY_MAX_BYTES = 8_192;

/** Who the scope's authentication found (an operator, an API key, the CLI's token); a public call before that, nobody. */
function actorOf(request: FastifyRequest): AuditActor {
  const actor = request.operatorActor;
  return actor ? { kind: actor.kind, id: actor.id, name: actor.name } : { kind: 'anonymous', id: null, name: null };
}

/** The methods that change something; reads (GET, HEAD, OPTIONS) are not audited. */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!SECRET_KEY.test(key)) kept[key] = withoutSecrets(v);
  return kept;
}

/** A value over 8 KB of canonical JSON becomes `{ truncated, bytes, keys }`: a row stays small. */
function capped(value: unknown): unknown {
  const bytes = Buffer.byteLength(canonicalJson(value));
  if (bytes <= AUDIT_BODY_MAX_BYTES) return value;
  const keys = value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).slice(0, 50) : [];
  return { truncated: true, bytes, keys };
}

/** The request body as the log keeps it: without secrets, and small. */
export function auditedBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string' || Buffer.isBuffer(body)) return { bytes: Buffer.byteLength(body) };
  return capped(withoutSecrets(body));
}

/**
 * The object before the change, as the route read it from the database: small like a body, but not filtered by key
 * names (a promotion's or a game's `code` is the object, not a secret; a route never reads a secret into it).
 */
export const auditedBefore = (before: unknown): unknown => (before === undefined || before === null ? null : capped(before));

/**
 * The object of a call, from its route pattern: the path segment before the first parameter is the type
 * (`/wps/operator/members/:username/status` → `members`), the parameters' values the id (joined with `/` when there
 * are several). A call without parameters has no object.
 */
export function objectOfRoute(url: string, params: unknown): AuditEntry['object'] {
  const segments = url.split('/');
  const first = segments.findIndex((segment) => segment.startsWith(':'));
  if (first <= 0) return null;
  const values = (params ?? {}) as Record<string, unknown>;
  const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  return { type: segments[first - 1]!, id: names.map((name) => String(values[name] ?? '')).join('/') };
}

export function auditEntryOf(request: FastifyRequest): AuditEntry {
  const url = request.routeOptions.url ?? request.url.split('?')[0]!;
  return {
    merchantId: request.merchant?.id ?? null,
    actor: actorOf(request),
    ip: request.ip,
    action: `${request.method} ${url}`,
    object: objectOfRoute(url, request.params),
    before: auditedBefore(request.auditBefore),
    after: auditedBody(request.body),
    requestId: request.id,
  };
}

/**
 * The operator scope's `onSend` step: a call that changes something and answers with success is appended before the
 * answer leaves. The action is already done (committed) by then: a failed append is logged at error level with the
 * whole entry, and the answer stays the success it is (docs/decisions/back-office.md).
 */
export function createOperatorAudit(deps: AuditDeps): OperatorAudit {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!CHANGES.has(request.method) || reply.statusCode >= 400 || request.auditSkip) return;
    const entry = auditEntryOf(request);
    try {
      const row = await appendAudit(deps, entry);
      request.log.info({ audit: { seq: row.seq, hash: row.hash, action: entry.action } }, 'operator action audited');
    } catch (error) {
      request.log.error({ err: error, audit: entry }, 'operator action NOT audited: the audit log refused the row');
    }
  };
}
