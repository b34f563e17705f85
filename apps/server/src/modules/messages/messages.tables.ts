import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * merchant_id and member_id carry no foreign key to other modules' tables
 * (DESIGN.md); every query filters by merchant and checks the member.
 */

/** Inbox messages from the operator: to one member, or to every member when member_id is null. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_member_idx').on(t.merchantId, t.memberId, t.id)],
);

/** A member's state of one message: read and/or deleted (broadcasts are shared rows, so state lives here). */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** One live-chat conversation per member; read marks are the last message id each side has seen. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [unique('chat_conversations_member_unique').on(t.merchantId, t.memberId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Short-lived single-use tickets that open the chat socket (the session token never goes in a URL). */
export const chatTickets = pgTable('chat_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
