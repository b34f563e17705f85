import { and, count, desc, eq, gt, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations, chatMessages, chatTickets } from './messages.tables.js';

export type ChatSender = 'member' | 'operator';
export type ChatMessageRow = { id: number; sender: string; body: string; createdAt: Date };
const messageColumns = { id: chatMessages.id, sender: chatMessages.sender, body: chatMessages.body, createdAt: chatMessages.createdAt };

const ofMember = (params: { merchantId: number; memberId: number }, ...more: SQL[]) =>
  and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.memberId, params.memberId), ...more);

/** The member's conversation that is not closed, opened when there is none (`created` then). */
export async function ensureConversation(
  db: Db,
  params: { merchantId: number; memberId: number },
): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db.insert(chatConversations).values(params).onConflictDoNothing().returning({ id: chatConversations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(ofMember(params, isNull(chatConversations.closedAt)));
  if (!row) throw new Error('chat conversation missing after insert');
  return { id: row.id, created: false };
}

export async function findConversation(db: Db, params: { merchantId: number; id: number }) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.id, params.id)));
  return row;
}

export async function insertMessage(db: Db, params: { conversationId: number; sender: ChatSender; body: string }): Promise<ChatMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values(params).returning(messageColumns);
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

/** The latest messages of a conversation, oldest first. */
export async function selectHistory(db: Db, conversationId: number, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The member's latest messages over all their conversations, oldest first: the player sees one continuous chat. */
export async function selectMemberHistory(db: Db, member: { merchantId: number; memberId: number }, limit: number) {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(ofMember(member))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** Operator messages after the member's read mark, over all the member's conversations. */
export async function countMemberUnread(db: Db, member: { merchantId: number; memberId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(ofMember(member, eq(chatMessages.sender, 'operator'), gt(chatMessages.id, chatConversations.memberReadId)));
  return row?.n ?? 0;
}

const latestOf = sql`coalesce((select max(m.id) from ${chatMessages} m where m.conversation_id = ${chatConversations.id}), 0)`;

/** Moves the member's read mark of every conversation of theirs to its latest message (never back). */
export async function markMemberRead(db: Db, member: { merchantId: number; memberId: number }): Promise<void> {
  await db
    .update(chatConversations)
    .set({ memberReadId: sql`greatest(${chatConversations.memberReadId}, ${latestOf})` })
    .where(ofMember(member));
}

/** Moves the operators' read mark of a conversation to its latest message (never back). */
export async function markOperatorRead(db: Db, conversationId: number): Promise<void> {
  await db
    .update(chatConversations)
    .set({ operatorReadId: sql`greatest(${chatConversations.operatorReadId}, ${latestOf})` })
    .where(eq(chatConversations.id, conversationId));
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
