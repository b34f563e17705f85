import { z } from 'zod';
import { languages } from '../constants.js';
import { CHAT_MESSAGE_MAX, chatMessageSchema } from '../content/messages.js';
import { idSchema } from '../safe-numbers.js';
import { text } from '../safe-text.js';

/**
 * A conversation's state in the console: `open` waits for someone, `assigned` has an operator, `closed` is over (the
 * player's next message starts a new conversation, so a player's history is a list of conversations).
 */
export const CHAT_STATUSES = ['open', 'assigned', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const chatAssigneeSchema = z.object({ id: z.number().int(), name: text() });

/** One conversation as the console lists it (the `conversation` event of the operator socket carries the same). */
export const chatConversationSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  status: z.enum(CHAT_STATUSES),
  assignee: chatAssigneeSchema.nullable(),
  unreadForOperator: z.number().int(),
  lastMessage: chatMessageSchema.nullable(),
  lastMessageAt: text().nullable(),
  createdAt: text(),
  closedAt: text().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** `active` (default): open and assigned; `closed`; `all`. The newest 100 by last message. */
export const chatConversationQuerySchema = z.object({ status: z.enum(['active', 'closed', 'all']).optional() }).strict();

/** Take (your own id), hand to a colleague, or put back in the queue (null). */
export const chatAssignSchema = z.object({ operatorId: idSchema.nullable() }).strict();
export type ChatAssign = z.infer<typeof chatAssignSchema>;

/** The operators who may be handed a conversation (their role holds chat.reply). */
export const chatAgentSchema = z.object({ id: z.number().int(), username: text(), displayName: text() });
export type ChatAgent = z.infer<typeof chatAgentSchema>;

export const chatTicketSchema = z.object({ ticket: text() });

export const CHAT_CANNED_TITLE_MAX = 80;
export const chatCannedInputSchema = z
  .object({
    language: z.enum(languages),
    title: text().trim().min(1).max(CHAT_CANNED_TITLE_MAX),
    body: text().trim().min(1).max(CHAT_MESSAGE_MAX),
  })
  .strict();
export type ChatCannedInput = z.infer<typeof chatCannedInputSchema>;
export const chatCannedSchema = chatCannedInputSchema.extend({ id: z.number().int(), updatedAt: text() });
export type ChatCanned = z.infer<typeof chatCannedSchema>;
export const chatCannedQuerySchema = z.object({ language: z.enum(languages).optional() }).strict();

/** What the operator socket pushes: the unread total of every active conversation comes with each change. */
export type ChatOperatorEvent =
  | { type: 'ready'; unreadTotal: number }
  | { type: 'conversation'; conversation: ChatConversation; unreadTotal: number }
  | { type: 'message'; conversationId: number; message: z.infer<typeof chatMessageSchema> }
  | { type: 'error'; errorCode: string; message: string };
