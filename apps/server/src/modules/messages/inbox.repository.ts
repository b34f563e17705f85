import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inboxMessages, inboxReceipts, type InboxTranslations } from './messages.tables.js';

export interface Reader {
  merchantId: number;
  memberId: number;
}

/** Messages addressed to the member or broadcast to all, that the member has not deleted. */
function addressedTo(r: Reader) {
  return and(
    eq(inboxMessages.merchantId, r.merchantId),
    or(eq(inboxMessages.memberId, r.memberId), isNull(inboxMessages.memberId)),
    sql`not exists (select 1 from ${inboxReceipts} d where d.message_id = ${inboxMessages.id} and d.member_id = ${r.memberId} and d.deleted_at is not null)`,
  );
}

const isRead = (memberId: number) =>
  sql<boolean>`exists (select 1 from ${inboxReceipts} r where r.message_id = ${inboxMessages.id} and r.member_id = ${memberId} and r.read_at is not null)`;

export function selectMessages(db: Db, r: Reader, limit: number) {
  return db
    .select({
      id: inboxMessages.id,
      title: inboxMessages.title,
      content: inboxMessages.content,
      translations: inboxMessages.translations,
      createdAt: inboxMessages.createdAt,
      read: isRead(r.memberId),
    })
    .from(inboxMessages)
    .where(addressedTo(r))
    .orderBy(desc(inboxMessages.id))
    .limit(limit);
}

export async function countUnread(db: Db, r: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(addressedTo(r), sql`not ${isRead(r.memberId)}`));
  return row?.n ?? 0;
}

export async function isAddressed(db: Db, r: Reader & { id: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(addressedTo(r), eq(inboxMessages.id, r.id)));
  return row !== undefined;
}

export async function upsertReceipt(db: Db, params: { messageId: number; memberId: number; read?: true; deleted?: true }): Promise<void> {
  const now = new Date();
  const set = { ...(params.read && { readAt: now }), ...(params.deleted && { deletedAt: now }) };
  await db
    .insert(inboxReceipts)
    .values({
      messageId: params.messageId,
      memberId: params.memberId,
      readAt: params.read ? now : null,
      deletedAt: params.deleted ? now : null,
    })
    .onConflictDoUpdate({ target: [inboxReceipts.memberId, inboxReceipts.messageId], set });
}

export interface NewInboxMessage {
  merchantId: number;
  memberId: number | null;
  title: string;
  content: string;
  translations?: InboxTranslations | null;
}

export async function insertMessage(db: Db, row: NewInboxMessage) {
  const [created] = await db.insert(inboxMessages).values(row).returning({ id: inboxMessages.id, createdAt: inboxMessages.createdAt });
  if (!created) throw new Error('inbox insert returned nothing');
  return created;
}

/** Rewrites the text of the merchant's broadcasts of that title (members keep their read and deleted marks). */
export async function retextBroadcastsTitled(
  db: Db,
  merchantId: number,
  title: string,
  text: Pick<NewInboxMessage, 'title' | 'content' | 'translations'>,
): Promise<number> {
  const updated = await db
    .update(inboxMessages)
    .set(text)
    .where(and(eq(inboxMessages.merchantId, merchantId), isNull(inboxMessages.memberId), eq(inboxMessages.title, title)))
    .returning({ id: inboxMessages.id });
  return updated.length;
}

export async function hasBroadcastTitled(db: Db, merchantId: number, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.merchantId, merchantId), isNull(inboxMessages.memberId), eq(inboxMessages.title, title)));
  return row !== undefined;
}
