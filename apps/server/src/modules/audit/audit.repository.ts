import { and, asc, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, type AuditRow } from './audit.tables.js';

/** Any fixed number: appends take it for their transaction, so each one reads the head the previous one wrote. */
const APPEND_LOCK = 290_291_004;

export type NewAuditRow = Omit<AuditRow, 'id'>;

export interface ChainHead {
  seq: number;
  hash: string;
}

/**
 * Appends one row, one append at a time: the transaction-scoped advisory lock is taken before the head is read, and
 * the insert is the transaction's last statement, so the next append (waiting on the lock) reads this row as its head.
 * `build` makes the row from the head (its seq and hash).
 */
export async function appendAuditRow(db: Db, build: (head: ChainHead | undefined) => NewAuditRow): Promise<AuditRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${APPEND_LOCK}::bigint)`);
    const [head] = await tx.select({ seq: auditLog.seq, hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    const [row] = await tx.insert(auditLog).values(build(head)).returning();
    return row!;
  });
}

/** The rows after `seq`, oldest first (the chain check reads the log in batches). */
export async function auditRowsAfter(db: Db, seq: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.seq, seq)).orderBy(asc(auditLog.seq)).limit(limit);
}

export interface AuditFilter {
  merchantId: number;
  actorKind?: string | undefined;
  actorId?: number | undefined;
  actionPrefix?: string | undefined;
  objectType?: string | undefined;
  objectId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Keyset paging: rows with a smaller seq than this. */
  beforeSeq?: number | undefined;
}

/** One merchant's rows, newest first. */
export async function listAuditRows(db: Db, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const conditions: SQL[] = [eq(auditLog.merchantId, filter.merchantId)];
  if (filter.actorKind !== undefined) conditions.push(eq(auditLog.actorKind, filter.actorKind));
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actionPrefix !== undefined) conditions.push(sql`starts_with(${auditLog.action}, ${filter.actionPrefix})`);
  if (filter.objectType !== undefined) conditions.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId !== undefined) conditions.push(eq(auditLog.objectId, filter.objectId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) conditions.push(lte(auditLog.at, filter.to));
  if (filter.beforeSeq !== undefined) conditions.push(lt(auditLog.seq, filter.beforeSeq));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.seq))
    .limit(limit);
}
