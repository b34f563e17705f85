import { createHash, randomBytes } from 'node:crypto';
import type { ChatConversation, ChatLaunch, ChatMessage } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { ServiceDeps } from '../../infra/deps.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';
import type { ChatHub } from './chat-hub.js';
import * as repository from './chat.repository.js';

export interface ChatDeps extends ServiceDeps {
  hub: ChatHub;
  /** Per-member send limit; false means refuse. */
  allowSend: (key: string) => boolean;
}

export interface ChatMember {
  merchantId: number;
  memberId: number;
}

export const CHAT_PAGE_PATH = '/m/chat';
const TICKET_TTL_MS = 60_000;
const HISTORY_LIMIT = 50;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export const toChatMessage = (row: repository.ChatMessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender === 'operator' ? 'operator' : 'member',
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * SPEC §7 chat launch: value.chatUrl. Built in: the site's chat page with a
 * single-use ticket valid for a minute (the session token never goes into a
 * URL). With the merchant's external chat URL set, that URL with the language.
 */
export async function launchChat(deps: ChatDeps, member: ChatMember, language: string): Promise<ChatLaunch> {
  const { externalUrl } = await merchants.getSetting(deps.db, member.merchantId, 'liveChat');
  if (externalUrl) {
    const url = new URL(externalUrl);
    url.searchParams.set('language', language);
    return { chatUrl: url.toString(), external: true };
  }
  const ticket = randomBytes(24).toString('base64url');
  await repository.insertTicket(deps.db, { ticketHash: hashTicket(ticket), ...member, expiresAt: new Date(deps.clock() + TICKET_TTL_MS) });
  return { chatUrl: `${CHAT_PAGE_PATH}?ticket=${ticket}`, external: false };
}

/** Opens a chat socket: the ticket must be fresh, unused and of this merchant. */
export async function redeemTicket(deps: ChatDeps, merchantId: number, ticket: string): Promise<ChatMember> {
  const row = await repository.consumeTicket(deps.db, { ticketHash: hashTicket(ticket), now: new Date(deps.clock()) });
  if (!row || row.merchantId !== merchantId) throw new AppError('chat.ticket.invalid');
  return row;
}

/** The history shown when the chat opens; opening it reads it. */
export async function openConversation(deps: ChatDeps, member: ChatMember): Promise<ChatMessage[]> {
  const conversationId = await repository.ensureConversation(deps.db, member);
  await repository.markRead(deps.db, { conversationId, reader: 'member' });
  return (await repository.selectHistory(deps.db, conversationId, HISTORY_LIMIT)).map(toChatMessage);
}

export async function sendFromMember(deps: ChatDeps, member: ChatMember, body: string): Promise<ChatMessage> {
  if (!deps.allowSend(`${member.merchantId}:${member.memberId}`)) throw new AppError('chat.rate.limited');
  const conversationId = await repository.ensureConversation(deps.db, member);
  const message = toChatMessage(await repository.insertMessage(deps.db, { conversationId, sender: 'member', body }));
  deps.hub.publish(member.merchantId, member.memberId, { type: 'message', message });
  return message;
}

export async function markReadByMember(deps: ChatDeps, member: ChatMember): Promise<void> {
  const conversation = await repository.findConversationOfMember(deps.db, member);
  if (conversation) await repository.markRead(deps.db, { conversationId: conversation.id, reader: 'member' });
}

export async function unreadForMember(deps: ChatDeps, member: ChatMember): Promise<number> {
  const conversation = await repository.findConversationOfMember(deps.db, member);
  return conversation ? repository.countUnread(deps.db, { conversationId: conversation.id, reader: 'member' }) : 0;
}

export async function listConversations(deps: ChatDeps, merchantId: number): Promise<ChatConversation[]> {
  const rows = await repository.selectConversations(deps.db, merchantId, 100);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      username: (await members.findById(deps, merchantId, row.memberId))?.username ?? '',
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      unreadForOperator: Number(row.unread),
    })),
  );
}

async function conversationOf(deps: ChatDeps, merchantId: number, id: number) {
  const conversation = await repository.findConversation(deps.db, { merchantId, id });
  if (!conversation) throw new AppError('chat.conversation.not.found');
  return conversation;
}

/** The operator reads a conversation (and so marks it read on the operator's side). */
export async function operatorHistory(deps: ChatDeps, merchantId: number, id: number): Promise<ChatMessage[]> {
  const conversation = await conversationOf(deps, merchantId, id);
  await repository.markRead(deps.db, { conversationId: conversation.id, reader: 'operator' });
  return (await repository.selectHistory(deps.db, conversation.id, HISTORY_LIMIT)).map(toChatMessage);
}

export async function replyAsOperator(deps: ChatDeps, merchantId: number, id: number, body: string): Promise<ChatMessage> {
  const conversation = await conversationOf(deps, merchantId, id);
  const message = toChatMessage(await repository.insertMessage(deps.db, { conversationId: conversation.id, sender: 'operator', body }));
  deps.hub.publish(merchantId, conversation.memberId, { type: 'message', message });
  return message;
}
