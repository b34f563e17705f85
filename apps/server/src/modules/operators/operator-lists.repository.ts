import type { ApiKeyListQuery, OperatorListQuery } from '@app/contract';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { ApiKeyRow, OperatorRow } from './operators.repository.js';
import { operatorApiKeys, operators } from './operators.tables.js';

/*
 * The operator and API-key lists of the back office: filtered, sorted and paged in SQL, with the whole count. A
 * merchant has dozens of each, so the merchant index is all they need.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (text: string) => `%${escapeLike(text)}%`;
const startingWith = (text: string) => `${escapeLike(text)}%`;

/** The sort column (a never-set time last either way), then the id: pages never overlap on equal values. */
function ordering(column: AnyPgColumn | SQL, order: 'asc' | 'desc', id: AnyPgColumn): SQL[] {
  const direction = order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return [sql`${column} ${direction}`, order === 'asc' ? asc(id) : desc(id)];
}

const pageOf = (query: { page: number; limit: number }) => ({ offset: (query.page - 1) * query.limit, limit: query.limit });

export async function listOperators(db: Db, merchantId: number, query: OperatorListQuery): Promise<{ rows: OperatorRow[]; total: number }> {
  const t = operators;
  const where = and(
    eq(t.merchantId, merchantId),
    query.q ? or(ilike(t.username, containing(query.q)), ilike(t.displayName, containing(query.q))) : undefined,
    query.role ? eq(t.role, query.role) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
  );
  const sortColumn = {
    username: t.usernameLower,
    displayName: sql`lower(${t.displayName})`,
    createdAt: t.createdAt,
    lastLoginAt: t.lastLoginAt,
  };
  const { offset, limit } = pageOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...ordering(sortColumn[query.sort], query.order, t.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

export async function listApiKeys(db: Db, merchantId: number, query: ApiKeyListQuery): Promise<{ rows: ApiKeyRow[]; total: number }> {
  const t = operatorApiKeys;
  const where = and(
    eq(t.merchantId, merchantId),
    query.q ? or(ilike(t.name, containing(query.q)), ilike(t.prefix, startingWith(query.q))) : undefined,
    query.role ? eq(t.role, query.role) : undefined,
    query.status === 'active' ? isNull(t.revokedAt) : undefined,
    query.status === 'revoked' ? isNotNull(t.revokedAt) : undefined,
  );
  const sortColumn = { name: sql`lower(${t.name})`, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt };
  const { offset, limit } = pageOf(query);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...ordering(sortColumn[query.sort], query.order, t.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}
