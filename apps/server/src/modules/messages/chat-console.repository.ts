import { and, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { membersView } from '../members/members.views.js';
import { chatConversations, chatOperatorTickets } from './messages.tables.js';

/** A conversation as the console lists it, with the member's username, its unread count and its last message. */
export interface ConsoleRow {
  id: number;
  member_id: number;
  username: string | null;
  status: string;
  assigned_operator_id: number | null;
  assigned_operator_name: string | null;
  unread: number;
  last_message_at: Date | string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
  last_id: number | string | null;
  last_sender: string | null;
  last_body: string | null;
  last_created_at: Date | string | null;
}

export type ConsoleFilter = 'active' | 'closed' | 'all';

const filterOf = (filter: ConsoleFilter): SQL =>
  filter === 'active' ? sql`and c.closed_at is null` : filter === 'closed' ? sql`and c.closed_at is not null` : sql``;

/**
 * Conversations with at least one message, newest activity first. The unread count is the members' messages after
 * the operators' read mark (on chat_messages_conversation_idx); the last message is one index probe per row.
 */
async function selectRows(db: Db, merchantId: number, where: SQL, limit: number): Promise<ConsoleRow[]> {
  const result = await db.execute(sql`select c.id, c.member_id, mv.username, c.status, c.assigned_operator_id, c.assigned_operator_name,
      (select count(*)::int from chat_messages m where m.conversation_id = c.id and m.sender = 'member' and m.id > c.operator_read_id) unread,
      c.last_message_at, c.created_at, c.closed_at, l.id last_id, l.sender last_sender, l.body last_body, l.created_at last_created_at
    from chat_conversations c
    left join ${membersView(merchantId)} mv on mv.id = c.member_id
    left join lateral (select m.id, m.sender, m.body, m.created_at from chat_messages m
      where m.conversation_id = c.id order by m.id desc limit 1) l on true
    where c.merchant_id = ${merchantId} and c.last_message_at is not null ${where}
    order by c.last_message_at desc, c.id desc limit ${limit}`);
  return rowsOf<ConsoleRow>(result);
}

export const selectConsole = (db: Db, merchantId: number, filter: ConsoleFilter, limit: number) =>
  selectRows(db, merchantId, filterOf(filter), limit);

export async function selectConsoleRow(db: Db, merchantId: number, id: number): Promise<ConsoleRow | undefined> {
  const [row] = await selectRows(db, merchantId, sql`and c.id = ${id}`, 1);
  return row;
}

/** Every conversation of one member (the player's history), newest first. */
export const selectOfMember = (db: Db, merchantId: number, memberId: number, limit: number) =>
  selectRows(db, merchantId, sql`and c.member_id = ${memberId}`, limit);

/** Unread members' messages over the merchant's conversations that are not closed: the console's badge. */
export async function unreadTotal(db: Db, merchantId: number): Promise<number> {
  const result = await db.execute(sql`select coalesce(sum((select count(*) from chat_messages m
      where m.conversation_id = c.id and m.sender = 'member' and m.id > c.operator_read_id)), 0)::int n
    from chat_conversations c where c.merchant_id = ${merchantId} and c.closed_at is null`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Sets or clears the assignee of a conversation that is not closed; undefined when there is none such. */
export async function assign(db: Db, params: { merchantId: number; id: number; operator: { id: number; name: string } | null }) {
  const [row] = await db
    .update(chatConversations)
    .set({
      status: params.operator ? 'assigned' : 'open',
      assignedOperatorId: params.operator?.id ?? null,
      assignedOperatorName: params.operator?.name ?? null,
    })
    .where(
      and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.id, params.id), isNull(chatConversations.closedAt)),
    )
    .returning({ id: chatConversations.id });
  return row;
}

/** Closes a conversation that is not closed yet; undefined when it already was (or is unknown). */
export async function close(db: Db, params: { merchantId: number; id: number; at: Date }) {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: params.at })
    .where(
      and(eq(chatConversations.merchantId, params.merchantId), eq(chatConversations.id, params.id), isNull(chatConversations.closedAt)),
    )
    .returning({ id: chatConversations.id });
  return row;
}

export async function insertOperatorTicket(db: Db, row: typeof chatOperatorTickets.$inferInsert): Promise<void> {
  await db.insert(chatOperatorTickets).values(row);
}

/** Uses an operator ticket once, if unexpired: one winner however many sockets race with it. */
export async function consumeOperatorTicket(db: Db, params: { ticketHash: string; now: Date }) {
  const [row] = await db
    .update(chatOperatorTickets)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(chatOperatorTickets.ticketHash, params.ticketHash),
        isNull(chatOperatorTickets.usedAt),
        gte(chatOperatorTickets.expiresAt, params.now),
      ),
    )
    .returning({
      merchantId: chatOperatorTickets.merchantId,
      actorKind: chatOperatorTickets.actorKind,
      actorId: chatOperatorTickets.actorId,
    });
  return row;
}
