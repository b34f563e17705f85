import { and, count, desc, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { violatedUniqueIndex } from '../../db/sql-state.js';
import { barredSandboxEntries as entries, barredSandboxSettings as settings } from './barred.tables.js';

export type EntryRow = typeof entries.$inferSelect;

export async function matching(db: Db, merchantId: number, cpfs: readonly string[]): Promise<EntryRow[]> {
  if (!cpfs.length) return [];
  return db
    .select()
    .from(entries)
    .where(and(eq(entries.merchantId, merchantId), inArray(entries.cpf, [...cpfs])));
}

export async function isFailing(db: Db, merchantId: number): Promise<boolean> {
  const [row] = await db.select({ failing: settings.failing }).from(settings).where(eq(settings.merchantId, merchantId));
  return row?.failing ?? false;
}

export async function setFailing(db: Db, merchantId: number, failing: boolean, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ merchantId, failing, updatedAt: at })
    .onConflictDoUpdate({ target: settings.merchantId, set: { failing, updatedAt: at } });
}

/** Newest first; `cpfPrefix` narrows to CPFs that start with it. */
export async function listEntries(
  db: Db,
  merchantId: number,
  f: { cpfPrefix?: string | undefined; page: number; limit: number },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = and(eq(entries.merchantId, merchantId), f.cpfPrefix ? like(entries.cpf, `${f.cpfPrefix}%`) : undefined);
  const rows = await db
    .select()
    .from(entries)
    .where(where)
    .orderBy(desc(entries.id))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  const [counted] = await db.select({ n: count() }).from(entries).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Adds a CPF; undefined when it is on the list already (the unique index decides). */
export async function insertEntry(db: Db, values: typeof entries.$inferInsert): Promise<EntryRow | undefined> {
  try {
    const [row] = await db.insert(entries).values(values).returning();
    return row;
  } catch (error) {
    if (violatedUniqueIndex(error) === 'barred_sandbox_entries_cpf_uq') return undefined;
    throw error;
  }
}

export async function findEntry(db: Db, merchantId: number, id: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.merchantId, merchantId), eq(entries.id, id)));
  return row;
}

export async function deleteEntry(db: Db, merchantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(entries)
    .where(and(eq(entries.merchantId, merchantId), eq(entries.id, id)))
    .returning({ id: entries.id });
  return rows.length > 0;
}
