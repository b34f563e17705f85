import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatCannedReplies } from './messages.tables.js';

export type CannedRow = typeof chatCannedReplies.$inferSelect;
type CannedValues = { language: string; title: string; body: string };

const mine = (merchantId: number, id: number) => and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id));

/** The merchant's canned replies by language, then title. */
export function selectCanned(db: Db, merchantId: number, language?: string): Promise<CannedRow[]> {
  const where: SQL[] = [eq(chatCannedReplies.merchantId, merchantId)];
  if (language) where.push(eq(chatCannedReplies.language, language));
  return db
    .select()
    .from(chatCannedReplies)
    .where(and(...where))
    .orderBy(asc(chatCannedReplies.language), asc(chatCannedReplies.title), asc(chatCannedReplies.id))
    .limit(500);
}

export async function findCanned(db: Db, merchantId: number, id: number): Promise<CannedRow | undefined> {
  const [row] = await db.select().from(chatCannedReplies).where(mine(merchantId, id));
  return row;
}

export async function insertCanned(db: Db, merchantId: number, values: CannedValues): Promise<CannedRow> {
  const [row] = await db
    .insert(chatCannedReplies)
    .values({ merchantId, ...values })
    .returning();
  if (!row) throw new Error('canned reply insert returned nothing');
  return row;
}

export async function updateCanned(db: Db, merchantId: number, id: number, values: CannedValues, at: Date): Promise<CannedRow | undefined> {
  const [row] = await db
    .update(chatCannedReplies)
    .set({ ...values, updatedAt: at })
    .where(mine(merchantId, id))
    .returning();
  return row;
}

export async function deleteCanned(db: Db, merchantId: number, id: number): Promise<boolean> {
  const rows = await db.delete(chatCannedReplies).where(mine(merchantId, id)).returning({ id: chatCannedReplies.id });
  return rows.length > 0;
}
