import type { Db } from '../../db/client.js';
import type { Clock } from '../../infra/clock.js';
import { AUDIT_GENESIS_HASH, auditHash } from './audit-hash.js';
import { appendAuditRow, auditRowsAfter, listAuditRows, type AuditFilter } from './audit.repository.js';
import type { AuditRow } from './audit.tables.js';

export interface AuditDeps {
  db: Db;
  clock: Clock;
}

/**
 * Who acted: an operator (`{ kind: 'operator', id, name }`), an API key (`{ kind: 'api-key', id, name }`), the
 * bootstrap command line (`{ kind: 'cli' }`), or `anonymous` (a public call such as the password step of sign-in).
 */
export interface AuditActor {
  kind: string;
  id?: number | null;
  name?: string | null;
}

export interface AuditEntry {
  merchantId: number | null;
  actor: AuditActor;
  ip: string;
  /** `POST /wps/operator/maintenance`, or a named action (`settle agents`). */
  action: string;
  object?: { type: string; id: string | null } | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
}

/** NUL and lone UTF-16 surrogates (with the `u` flag a valid pair is one code point): jsonb refuses both. */
const UNSTORABLE = /[\0\p{Cs}]/gu;

/** What jsonb will give back: strings PostgreSQL can store (no NUL, no lone surrogate), no undefined or functions. */
function storableJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(UNSTORABLE, '\uFFFD') : v));
  return text === undefined ? null : (JSON.parse(text) as unknown);
}

/** Appends one operator action to the chain; answers its row (seq and hash: the head the process can log). */
export async function appendAudit(deps: AuditDeps, entry: AuditEntry): Promise<AuditRow> {
  const before = storableJson(entry.before);
  const after = storableJson(entry.after);
  return appendAuditRow(deps.db, (head) => {
    const fields = {
      seq: (head?.seq ?? 0) + 1,
      merchantId: entry.merchantId,
      // Read under the lock, so times follow the chain's order.
      at: new Date(deps.clock()),
      actorKind: entry.actor.kind,
      actorId: entry.actor.id ?? null,
      actorName: entry.actor.name ?? null,
      ip: entry.ip,
      action: entry.action,
      objectType: entry.object?.type ?? null,
      objectId: entry.object?.id ?? null,
      before,
      after,
      requestId: entry.requestId ?? null,
      prevHash: head?.hash ?? AUDIT_GENESIS_HASH,
    };
    return { ...fields, hash: auditHash(fields) };
  });
}

export interface AuditViolation {
  id: number;
  seq: number;
  reason: string;
}

export interface AuditChainReport {
  rows: number;
  violations: AuditViolation[];
}

const CHECK_BATCH = 1_000;

/** The violations of one row, given the row before it (undefined for the first). */
function rowViolations(row: AuditRow, previous: AuditRow | undefined): string[] {
  const reasons: string[] = [];
  const expectedSeq = (previous?.seq ?? 0) + 1;
  if (row.seq !== expectedSeq) {
    const missing = row.seq - 1 === expectedSeq ? `seq ${expectedSeq}` : `seq ${expectedSeq}–${row.seq - 1}`;
    reasons.push(row.seq > expectedSeq ? `${missing} missing before this row (removed)` : `seq ${row.seq} out of order`);
  } else if (row.prevHash !== (previous?.hash ?? AUDIT_GENESIS_HASH)) {
    reasons.push(previous ? `prev_hash does not match the hash of seq ${previous.seq}` : 'prev_hash is not the genesis value');
  }
  if (auditHash(row) !== row.hash) reasons.push('hash does not match the row (altered)');
  return reasons;
}

/**
 * Verifies the whole chain, oldest first: each row's hash against its content, its prev_hash against the previous
 * row's hash, and seq without gaps (a removed row). A removed last row leaves no trace in the chain itself: the
 * appending process logs each new head (seq and hash), which is the anchor outside the database.
 */
export async function checkAuditChain(db: Db): Promise<AuditChainReport> {
  const violations: AuditViolation[] = [];
  let rows = 0;
  let previous: AuditRow | undefined;
  for (;;) {
    const batch = await auditRowsAfter(db, previous?.seq ?? 0, CHECK_BATCH);
    for (const row of batch) {
      for (const reason of rowViolations(row, previous)) violations.push({ id: row.id, seq: row.seq, reason });
      previous = row;
    }
    rows += batch.length;
    if (batch.length < CHECK_BATCH) return { rows, violations };
  }
}

/** One merchant's rows, newest first, and the seq to page on from (null: no more). */
export async function listAudit(db: Db, filter: AuditFilter, limit: number): Promise<{ rows: AuditRow[]; next: number | null }> {
  const rows = await listAuditRows(db, filter, limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? page.at(-1)!.seq : null };
}
