import type { ChatConversation, ChatMessage, ChatStatus } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import type { ChatHub } from './chat-hub.js';
import * as consoleRepository from './chat-console.repository.js';
import type { ChatMessageRow } from './chat.repository.js';

/** What the chat services share: the hub and where a failed push is reported (the action itself stands). */
export interface ChatPushDeps extends ServiceDeps {
  hub: ChatHub;
  onPushError: (err: unknown) => void;
}

/** A timestamp as raw SQL answers it (a Date, or text with one driver) as ISO text. */
const iso = (value: Date | string) => new Date(value).toISOString();

export const toChatMessage = (row: Omit<ChatMessageRow, 'createdAt'> & { createdAt: Date | string }): ChatMessage => ({
  id: Number(row.id),
  from: row.sender === 'operator' ? 'operator' : 'member',
  body: row.body,
  createdAt: iso(row.createdAt),
});

export function toConversation(row: consoleRepository.ConsoleRow): ChatConversation {
  const last =
    row.last_id === null || row.last_created_at === null
      ? null
      : toChatMessage({
          id: Number(row.last_id),
          sender: row.last_sender ?? 'member',
          body: row.last_body ?? '',
          createdAt: row.last_created_at,
        });
  return {
    id: row.id,
    memberId: row.member_id,
    username: row.username ?? '',
    status: row.status as ChatStatus,
    assignee: row.assigned_operator_id === null ? null : { id: row.assigned_operator_id, name: row.assigned_operator_name ?? '' },
    unreadForOperator: Number(row.unread),
    lastMessage: last,
    lastMessageAt: row.last_message_at === null ? null : iso(row.last_message_at),
    createdAt: iso(row.created_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
  };
}

/**
 * Tells every open console of the merchant (on every server process, through the hub) how a conversation stands now,
 * with the new unread total. Called after the change has committed; a failure is reported, never thrown: the consoles
 * read the list again when they reconnect.
 */
export async function pushConversation(deps: ChatPushDeps, merchantId: number, conversationId: number): Promise<void> {
  try {
    const row = await consoleRepository.selectConsoleRow(deps.db, merchantId, conversationId);
    if (!row) return;
    const unreadTotal = await consoleRepository.unreadTotal(deps.db, merchantId);
    deps.hub.publishOperators(merchantId, { type: 'conversation', conversation: toConversation(row), unreadTotal });
  } catch (err) {
    deps.onPushError(err);
  }
}

/** A new message of a conversation, for the consoles that show it. */
export function pushMessage(deps: ChatPushDeps, merchantId: number, conversationId: number, message: ChatMessage): void {
  deps.hub.publishOperators(merchantId, { type: 'message', conversationId, message });
}
