import { z } from 'zod';
import { text } from '../safe-text.js';

/** Unread counts of SPEC §3: announcement, chat, inbox. */
export const unreadCountsSchema = z.object({ announcement: z.number().int(), chat: z.number().int(), inbox: z.number().int() });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: text(),
  content: text(),
  createdAt: text(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Operator call: a message to one member (username) or to every member (broadcast). */
export const inboxSendSchema = z
  .object({
    username: text().min(1).max(40).optional(),
    broadcast: z.literal(true).optional(),
    title: text().trim().min(1).max(200),
    content: text().max(50_000),
    /** The message in English, for members reading the site in English (title and content above are Portuguese). */
    translations: z
      .object({ en: z.object({ title: text().trim().min(1).max(200), content: text().max(50_000) }).strict() })
      .strict()
      .optional(),
  })
  .strict()
  .refine((b) => (b.username === undefined) !== (b.broadcast === undefined), { message: 'username.or.broadcast' });
export type InboxSend = z.infer<typeof inboxSendSchema>;

/** SPEC §7 chat launch query: b2c=1, language, backUrl, headerColor, title. */
export const chatLaunchQuerySchema = z.object({
  b2c: text().max(4).optional(),
  language: text().max(8).optional(),
  backUrl: text().max(500).optional(),
  headerColor: text().max(20).optional(),
  title: text().max(100).optional(),
});
export const chatLaunchSchema = z.object({ chatUrl: text(), external: z.boolean() });
export type ChatLaunch = z.infer<typeof chatLaunchSchema>;

export const CHAT_MESSAGE_MAX = 1000;
export const chatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['member', 'operator']),
  body: text(),
  createdAt: text(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** What the chat socket sends to the player. */
export type ChatServerEvent =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'message'; message: ChatMessage }
  | { type: 'error'; errorCode: string; message: string };

/** What the player sends on the chat socket. */
export const chatClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), body: text().trim().min(1).max(CHAT_MESSAGE_MAX) }),
  z.object({ type: z.literal('read') }),
]);
export type ChatClientEvent = z.infer<typeof chatClientEventSchema>;

export const chatReplySchema = z.object({ body: text().trim().min(1).max(CHAT_MESSAGE_MAX) }).strict();

/** SPEC §7 customer service: value.version.pathList of {type, path}; type "3" is the chat link; paths arrive encoded. */
export const servicePathSchema = z.object({ type: text(), title: text(), channel: text(), path: text() });
export const customerServiceSchema = z.object({ version: z.object({ pathList: z.array(servicePathSchema) }) });
export type CustomerService = z.infer<typeof customerServiceSchema>;
export type ServicePath = z.infer<typeof servicePathSchema>;
