import { and, asc, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages, chatTickets } from './messages.tables.js';

export type ChatSender = 'member' | 'operator';
export type ChatMessageRow = { id: number; sender: string; body: string; createdAt: Date };

export async function ensureConversation(db: Db, params: { merchantId: number; memberId: number }): Promise<number> {
  await db.insert(chatConversations).values(params).onConflictDoNothing();
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.memberId, params.memberId)));
  if (!row) throw new Error('chat conversation missing after insert');
  return row.id;
}

export async function findConversation(db: Db, params: { merchantId: number; id: number }) {
  const [row] = await db
    .select({ id: chatConversations.id, memberId: chatConversations.memberId })
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.id, params.id)));
  return row;
}

export async function findConversationOfMember(db: Db, params: { merchantId: number; memberId: number }) {
  const [row] = await db
    .select({ id: chatConversations.id, memberReadId: chatConversations.memberReadId })
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.memberId, params.memberId)));
  return row;
}

export async function insertMessage(db: Db, params: { conversationId: number; sender: ChatSender; body: string }): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values(params)
      .returning({ id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt });
    if (!row) throw new Error('chat insert returned nothing');
    // A side's own message counts as read by that side.
    const readMark = params.sender === 'member' ? { memberReadId: row.id } : { operatorReadId: row.id };
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: row.createdAt, ...readMark })
      .where(eq(chatConversations.id, params.conversationId));
    return row;
  });
}

/** The latest messages, oldest first. */
export async function selectHistory(db: Db, conversationId: number, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select({ id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Messages of the other side after this side's read mark. */
export async function countUnread(db: Db, params: { conversationId: number; reader: ChatSender }): Promise<number> {
  const mark = params.reader === 'member' ? chatConversations.memberReadId : chatConversations.operatorReadId;
  const other: ChatSender = params.reader === 'member' ? 'operator' : 'member';
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.conversationId, params.conversationId), eq(chatMessages.sender, other), gt(chatMessages.id, mark)));
  return row?.n ?? 0;
}

/** Moves a side's read mark forward to the latest message (never back). */
export async function markRead(db: Db, params: { conversationId: number; reader: ChatSender }): Promise<void> {
  const latest = sql`coalesce((select max(m.id) from ${chatMessages} m where m.conversation_id = ${params.conversationId}), 0)`;
  const set =
    params.reader === 'member'
      ? { memberReadId: sql`greatest(${chatConversations.memberReadId}, ${latest})` }
      : { operatorReadId: sql`greatest(${chatConversations.operatorReadId}, ${latest})` };
  await db.update(chatConversations).set(set).where(eq(chatConversations.id, params.conversationId));
}

export function selectConversations(db: Db, merchantId: number, limit: number) {
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.sender = 'member' and m.id > ${chatConversations.operatorReadId})`;
  return db
    .select({ id: chatConversations.id, memberId: chatConversations.memberId, lastMessageAt: chatConversations.lastMessageAt, unread })
    .from(chatConversations)
    .where(eq(chatConversations.merchantId, merchantId))
    .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, asc(chatConversations.id))
    .limit(limit);
}

export async function insertTicket(
  db: Db,
  row: { ticketHash: string; merchantId: number; memberId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(chatTickets).values(row);
}

/** Uses a ticket once, if unexpired: one winner however many sockets race with it. */
export async function consumeTicket(db: Db, params: { ticketHash: string; now: Date }) {
  const [row] = await db
    .update(chatTickets)
    .set({ usedAt: params.now })
    .where(and(eq(chatTickets.ticketHash, params.ticketHash), isNull(chatTickets.usedAt), gte(chatTickets.expiresAt, params.now)))
    .returning({ merchantId: chatTickets.merchantId, memberId: chatTickets.memberId });
  return row;
}
