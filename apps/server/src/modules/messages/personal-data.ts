import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { chatConversations, chatTickets, inboxMessages, inboxReceipts } from './messages.tables.js';

/*
 * What the messages module holds about a person, for the LGPD calls (modules/privacy): the inbox messages sent to
 * them alone and their support chat, which a copy of one's data lists, and the erasure of both when a closure is
 * processed (broadcasts to every member are not theirs; only their read marks are).
 */

export interface MemberKey {
  merchantId: number;
  memberId: number;
}

/** Messages the operator sent to this member alone, oldest first, with whether they read or deleted each. */
export async function inboxOf(db: Db, key: MemberKey) {
  const result = await db.execute(sql`select m.id, m.title, m.content, m.created_at, r.read_at, r.deleted_at
    from inbox_messages m left join inbox_receipts r on r.message_id = m.id and r.member_id = m.member_id
    where m.merchant_id = ${key.merchantId} and m.member_id = ${key.memberId} order by m.id`);
  type Row = { id: number; title: string; content: string; created_at: string; read_at: string | null; deleted_at: string | null };
  return rowsOf<Row>(result);
}

/** A page of the member's support chat, oldest first, after the message `afterId` (on chat_messages_conversation_idx). */
export async function chatPage(db: Db, key: MemberKey, afterId: number, limit: number) {
  const result = await db.execute(sql`select m.id, m.sender, m.body, m.created_at
    from chat_conversations c join chat_messages m on m.conversation_id = c.id
    where c.merchant_id = ${key.merchantId} and c.member_id = ${key.memberId} and m.id > ${afterId}
    order by m.id limit ${limit}`);
  type Row = { id: number; sender: string; body: string; created_at: string };
  return rowsOf<Row>(result).map((r) => ({ ...r, id: Number(r.id) }));
}

/** The chat (its messages go with the conversation), its tickets, the messages sent to the member and their read marks. */
export async function eraseSupport(tx: Db, key: MemberKey): Promise<void> {
  await tx.delete(chatTickets).where(and(eq(chatTickets.merchantId, key.merchantId), eq(chatTickets.memberId, key.memberId)));
  await tx
    .delete(chatConversations)
    .where(and(eq(chatConversations.merchantId, key.merchantId), eq(chatConversations.memberId, key.memberId)));
  await tx.delete(inboxMessages).where(and(eq(inboxMessages.merchantId, key.merchantId), eq(inboxMessages.memberId, key.memberId)));
  await tx.delete(inboxReceipts).where(eq(inboxReceipts.memberId, key.memberId));
}
