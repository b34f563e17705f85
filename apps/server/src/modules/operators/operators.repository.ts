import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { operatorApiKeys, operatorRoleMatrices, operatorRolePermissions, operators, operatorSessions } from './operators.tables.js';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type ApiKeyRow = typeof operatorApiKeys.$inferSelect;

export async function insertOperator(db: Db, values: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
  const rows = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findOperatorByName(db: Db, merchantId: number, usernameLower: string): Promise<OperatorRow | undefined> {
  const rows = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.usernameLower, usernameLower)));
  return rows[0];
}

export async function findOperator(db: Db, merchantId: number, id: number): Promise<OperatorRow | undefined> {
  const rows = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)));
  return rows[0];
}

export async function updateOperator(db: Db, id: number, values: Partial<typeof operators.$inferInsert>): Promise<OperatorRow | undefined> {
  const rows = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  return rows[0];
}

/**
 * Takes a TOTP step for an operator only if it is later than the last one taken: two requests with the same code at
 * once, one wins (the update is the check).
 */
export async function takeTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), sql`coalesce(${operators.totpLastStep}, -1) < ${step}`))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertSession(db: Db, values: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export async function findSession(db: Db, tokenHash: string): Promise<OperatorSessionRow | undefined> {
  const rows = await db.select().from(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
  return rows[0];
}

export async function touchSession(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Db, tokenHash: string, at: Date, reason: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

/** Ends an operator's sessions (all, or all but the one they keep after changing their own password). */
export async function revokeOperatorSessions(db: Db, operatorId: number, at: Date, reason: string, keep?: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.revokedAt),
        keep ? sql`${operatorSessions.tokenHash} <> ${keep}` : undefined,
      ),
    );
}

export async function revokeRoleSessions(db: Db, merchantId: number, role: string, at: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: at, revokedReason: 'role changed' })
    .where(
      and(
        isNull(operatorSessions.revokedAt),
        sql`${operatorSessions.operatorId} in (select ${operators.id} from ${operators} where ${operators.merchantId} = ${merchantId} and ${operators.role} = ${role})`,
      ),
    );
}

export async function insertApiKey(db: Db, values: typeof operatorApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const rows = await db.insert(operatorApiKeys).values(values).returning();
  return rows[0]!;
}

export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.select().from(operatorApiKeys).where(eq(operatorApiKeys.keyHash, keyHash));
  return rows[0];
}

export async function findApiKey(db: Db, merchantId: number, id: number): Promise<ApiKeyRow | undefined> {
  const rows = await db
    .select()
    .from(operatorApiKeys)
    .where(and(eq(operatorApiKeys.merchantId, merchantId), eq(operatorApiKeys.id, id)));
  return rows[0];
}

export async function revokeApiKey(db: Db, merchantId: number, id: number, at: Date): Promise<ApiKeyRow | undefined> {
  const rows = await db
    .update(operatorApiKeys)
    .set({ revokedAt: sql`coalesce(${operatorApiKeys.revokedAt}, ${at})` })
    .where(and(eq(operatorApiKeys.merchantId, merchantId), eq(operatorApiKeys.id, id)))
    .returning();
  return rows[0];
}

/** Marks a key used at most once a minute (a busy machine must not write on every call). */
export async function touchApiKey(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(operatorApiKeys)
    .set({ lastUsedAt: at })
    .where(
      and(
        eq(operatorApiKeys.id, id),
        sql`(${operatorApiKeys.lastUsedAt} is null or ${operatorApiKeys.lastUsedAt} < ${new Date(at.getTime() - 60_000)})`,
      ),
    );
}

/** The merchant's edited matrix, or undefined when it still has the defaults. */
export async function findRoleMatrix(db: Db, merchantId: number): Promise<{ role: string; permission: string }[] | undefined> {
  const edited = await db.select().from(operatorRoleMatrices).where(eq(operatorRoleMatrices.merchantId, merchantId));
  if (edited.length === 0) return undefined;
  return db
    .select({ role: operatorRolePermissions.role, permission: operatorRolePermissions.permission })
    .from(operatorRolePermissions)
    .where(eq(operatorRolePermissions.merchantId, merchantId));
}

/** Writes the whole matrix in one transaction (the first edit copies the defaults with the change). */
export async function saveRoleMatrix(db: Db, merchantId: number, matrix: { role: string; permission: string }[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(operatorRolePermissions).where(eq(operatorRolePermissions.merchantId, merchantId));
    if (matrix.length) await tx.insert(operatorRolePermissions).values(matrix.map((m) => ({ merchantId, ...m })));
    await tx
      .insert(operatorRoleMatrices)
      .values({ merchantId, updatedAt: at })
      .onConflictDoUpdate({ target: operatorRoleMatrices.merchantId, set: { updatedAt: at } });
  });
}

export async function activeSessionExists(db: Db, operatorId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), gt(operatorSessions.lastSeenAt, since)))
    .limit(1);
  return rows.length > 0;
}
