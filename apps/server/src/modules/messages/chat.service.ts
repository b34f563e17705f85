import { createHash, randomBytes } from 'node:crypto';
import type { ChatLaunch, ChatMessage } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import * as merchants from '../merchants/merchants.service.js';
import { pushConversation, pushMessage, toChatMessage, type ChatPushDeps } from './chat-push.js';
import * as repository from './chat.repository.js';

export interface ChatDeps extends ChatPushDeps {
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

/**
 * The history shown when the chat opens: the latest messages of all the member's conversations (closed ones too: to
 * the player it is one chat); opening it reads it. No conversation is opened until the member writes.
 */
export async function openConversation(deps: ChatDeps, member: ChatMember): Promise<ChatMessage[]> {
  await repository.markMemberRead(deps.db, member);
  return (await repository.selectMemberHistory(deps.db, member, HISTORY_LIMIT)).map(toChatMessage);
}

export async function sendFromMember(deps: ChatDeps, member: ChatMember, body: string): Promise<ChatMessage> {
  if (!deps.allowSend(`${member.merchantId}:${member.memberId}`)) throw new AppError('chat.rate.limited');
  const conversation = await repository.ensureConversation(deps.db, member);
  const message = toChatMessage(await repository.insertMessage(deps.db, { conversationId: conversation.id, sender: 'member', body }));
  deps.hub.publish(member.merchantId, member.memberId, { type: 'message', message });
  pushMessage(deps, member.merchantId, conversation.id, message);
  await pushConversation(deps, member.merchantId, conversation.id);
  return message;
}

export async function markReadByMember(deps: ChatDeps, member: ChatMember): Promise<void> {
  await repository.markMemberRead(deps.db, member);
}

export async function unreadForMember(deps: ChatDeps, member: ChatMember): Promise<number> {
  return repository.countMemberUnread(deps.db, member);
}
