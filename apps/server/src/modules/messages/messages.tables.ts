import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * merchant_id and member_id carry no foreign key to other modules' tables
 * (DESIGN.md); every query filters by merchant and checks the member.
 */

/** An inbox message in another language than the stored (Portuguese) one. */
export type InboxTranslations = Partial<Record<'en', { title: string; content: string }>>;

/**
 * Inbox messages from the operator: to one member, or to every member when member_id is null. title and content are
 * in Portuguese; translations holds other languages a member may read the site in (null: Portuguese for everyone).
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    translations: jsonb('translations').$type<InboxTranslations>(),
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

/**
 * Live-chat conversations. A member has at most one that is not closed (the partial unique index); closing one ends
 * it, and the member's next message opens another, so the closed ones are the member's history. Read marks are the
 * last message id each side has seen (the operators' side is the team's, not one operator's). status: open (nobody
 * took it), assigned, closed; the assignee's name is kept as it was when assigned (a label for the console).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    status: text('status').notNull().default('open'),
    assignedOperatorId: integer('assigned_operator_id'),
    assignedOperatorName: text('assigned_operator_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_open_unique')
      .on(t.merchantId, t.memberId)
      .where(sql`closed_at is null`),
    index('chat_conversations_member_idx').on(t.merchantId, t.memberId, t.id),
    index('chat_conversations_recent_idx').on(t.merchantId, t.lastMessageAt),
  ],
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

/** The operator socket's tickets: the back office's session token never goes in a URL either. */
export const chatOperatorTickets = pgTable('chat_operator_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  actorKind: text('actor_kind').notNull(),
  actorId: integer('actor_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Canned replies the operators pick from, per language; managed by whoever may reply. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_canned_replies_merchant_idx').on(t.merchantId, t.language, t.title)],
);
