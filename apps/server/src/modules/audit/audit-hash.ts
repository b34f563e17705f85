import { createHash } from 'node:crypto';

/** The prev_hash of the first row: nothing came before it. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** What a row's hash covers: every field but the id (the database's number) and the hash itself. */
export interface HashedAuditFields {
  seq: number;
  merchantId: number | null;
  at: Date;
  actorKind: string;
  actorId: number | null;
  actorName: string | null;
  ip: string;
  action: string;
  objectType: string | null;
  objectId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
  prevHash: string;
}

/** JSON with every object's keys sorted: jsonb keeps no key order, so the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(v).sort()) sorted[key] = (v as Record<string, unknown>)[key];
    return sorted;
  });
}

/** SHA-256 (hex) of the row's fields, in a fixed order, as one canonical JSON array; prev_hash is the last field. */
export function auditHash(row: HashedAuditFields): string {
  const fields = [
    1, // the layout's version: a later layout hashes under another number
    row.seq,
    row.merchantId,
    row.at.toISOString(),
    row.actorKind,
    row.actorId,
    row.actorName,
    row.ip,
    row.action,
    row.objectType,
    row.objectId,
    row.before ?? null,
    row.after ?? null,
    row.requestId,
    row.prevHash,
  ];
  return createHash('sha256').update(canonicalJson(fields)).digest('hex');
}
