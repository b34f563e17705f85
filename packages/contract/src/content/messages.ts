import { z } from 'zod';

/** Unread counts of SPEC §3: announcement, chat, inbox. */
export const unreadCountsSchema = z.object({ announcement: z.number().int(), chat: z.number().int(), inbox: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Operator call: a message to one member (username) or to every member (broadcast). */
export const inboxSendSchema = z
  .object({
    username: z.string().min(1).max(40).optional(),
    broadcast: z.literal(true).optional(),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(50_000),
  })
  .strict()
  .refine((b) => (b.username === undefined) !== (b.broadcast === undefined), { message: 'username.or.broadcast' });
export type InboxSend = z.infer<typeof inboxSendSchema>;

/** SPEC §7 chat launch query: b2c=1, language, backUrl, headerColor, title. */
export const chatLaunchQuerySchema = z.object({
  b2c: z.string().max(4).optional(),
  language: z.string().max(8).optional(),
  backUrl: z.string().max(500).optional(),
  headerColor: z.string().max(20).optional(),
  title: z.string().max(100).optional(),
});
export const chatLaunchSchema = z.object({ chatUrl: z.string(), external: z.boolean() });
export type ChatLaunch = z.infer<typeof chatLaunchSchema>;

export const CHAT_MESSAGE_MAX = 1000;
export const chatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['member', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the chat socket sends to the player. */
export type ChatServerEvent =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'error'; errorCode: string; message: string };

/** What the player sends on the chat socket. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) }),
  z.object({ type: z.literal('read') }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

export const chatReplySchema = z.object({ body: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) }).strict();

export const chatConversationSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  lastMessageAt: z.string().nullable(),
  unreadForOperator: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** SPEC §7 customer service: value.version.pathList of {type, path}; type "3" is the chat link; paths arrive encoded. */
export const servicePathSchema = z.object({ type: z.string(), title: z.string(), channel: z.string(), path: z.string() });
export const customerServiceSchema = z.object({ version: z.object({ pathList: z.array(servicePathSchema) }) });
export type CustomerService = z.infer<typeof customerServiceSchema>;
export type ServicePath = z.infer<typeof servicePathSchema>;
