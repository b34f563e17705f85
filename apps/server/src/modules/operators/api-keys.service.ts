import type { ApiKey, ApiKeyCreated, ApiKeyListQuery, OperatorRole } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import { credentialHash, newCredential } from './operator-secrets.js';
import { listApiKeys as listApiKeyRows } from './operator-lists.repository.js';
import * as repository from './operators.repository.js';

function toApiKey(row: repository.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role as OperatorRole,
    prefix: row.prefix,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The secret is in this answer only; the server keeps its hash. */
export async function createApiKey(
  deps: ServiceDeps,
  merchantId: number,
  body: { name: string; role: OperatorRole },
  createdBy: string,
): Promise<ApiKeyCreated> {
  const secret = newCredential('opk_');
  const row = await repository.insertApiKey(deps.db, {
    merchantId,
    name: body.name,
    role: body.role,
    keyHash: credentialHash(secret),
    prefix: secret.slice(0, 10),
    createdBy,
    createdAt: new Date(deps.clock()),
  });
  return { key: toApiKey(row), secret };
}

/** One page of the merchant's keys, revoked ones included unless filtered out, and how many match in all. */
export async function listApiKeys(
  deps: ServiceDeps,
  merchantId: number,
  query: ApiKeyListQuery,
): Promise<{ list: ApiKey[]; total: number }> {
  const { rows, total } = await listApiKeyRows(deps.db, merchantId, query);
  return { list: rows.map(toApiKey), total };
}

/** Revoked at once, on every process: each call reads the key's row. */
/** One key as the list shows it, or null (the audit's `before` of a revocation). */
export async function apiKeyOf(deps: ServiceDeps, merchantId: number, id: number): Promise<ApiKey | null> {
  const row = await repository.findApiKey(deps.db, merchantId, id);
  return row ? toApiKey(row) : null;
}

export async function revokeApiKey(deps: ServiceDeps, merchantId: number, id: number): Promise<ApiKey> {
  const row = await repository.revokeApiKey(deps.db, merchantId, id, new Date(deps.clock()));
  if (!row) throw new AppError('apikey.not.found');
  return toApiKey(row);
}

/** The live key of a secret for this merchant, or undefined. */
export async function liveApiKey(deps: ServiceDeps, merchantId: number, secret: string): Promise<repository.ApiKeyRow | undefined> {
  const row = await repository.findApiKeyByHash(deps.db, credentialHash(secret));
  if (!row || row.revokedAt || row.merchantId !== merchantId) return undefined;
  await repository.touchApiKey(deps.db, row.id, new Date(deps.clock()));
  return row;
}
