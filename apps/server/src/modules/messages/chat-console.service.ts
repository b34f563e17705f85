import type { ChatAgent, ChatConversation, ChatMessage } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import { listOperators } from '../operators/operator-accounts.service.js';
import { permissionsOf } from '../operators/role-matrix.service.js';
import * as consoleRepository from './chat-console.repository.js';
import { pushConversation, pushMessage, toChatMessage, toConversation, type ChatPushDeps } from './chat-push.js';
import * as repository from './chat.repository.js';

/** Who acts in the console (the operator scope's actor): a signed-in operator takes what they answer. */
export interface ConsoleActor {
  kind: 'operator' | 'api-key' | 'cli';
  id: number | null;
  name: string | null;
}

const LIST_LIMIT = 100;
const HISTORY_LIMIT = 200;
const PLAYER_HISTORY_LIMIT = 50;

export async function listConversations(deps: ChatPushDeps, merchantId: number, filter: consoleRepository.ConsoleFilter) {
  return (await consoleRepository.selectConsole(deps.db, merchantId, filter, LIST_LIMIT)).map(toConversation);
}

/** One conversation as the console shows it; unknown (or another merchant's) answers 404. */
export async function conversationOf(deps: ChatPushDeps, merchantId: number, id: number): Promise<ChatConversation> {
  const row = await consoleRepository.selectConsoleRow(deps.db, merchantId, id);
  if (!row) throw new AppError('chat.conversation.not.found');
  return toConversation(row);
}

/** The messages of a conversation; reading them reads them for the whole team, and every console sees the count drop. */
export async function conversationMessages(deps: ChatPushDeps, merchantId: number, id: number): Promise<ChatMessage[]> {
  const conversation = await conversationOf(deps, merchantId, id);
  await repository.markOperatorRead(deps.db, id);
  if (conversation.unreadForOperator > 0) await pushConversation(deps, merchantId, id);
  return (await repository.selectHistory(deps.db, id, HISTORY_LIMIT)).map(toChatMessage);
}

/** Every conversation of the conversation's player, newest first (the one asked included). */
export async function playerHistory(deps: ChatPushDeps, merchantId: number, id: number): Promise<ChatConversation[]> {
  const conversation = await conversationOf(deps, merchantId, id);
  const rows = await consoleRepository.selectOfMember(deps.db, merchantId, conversation.memberId, PLAYER_HISTORY_LIMIT);
  return rows.map(toConversation);
}

/**
 * An operator's answer: stored, pushed to the player's open chat and to every console. A closed conversation takes no
 * answer (the player's next message opens a new one). An operator who answers a conversation nobody took takes it.
 */
export async function reply(deps: ChatPushDeps, merchantId: number, id: number, body: string, actor: ConsoleActor): Promise<ChatMessage> {
  const conversation = await conversationOf(deps, merchantId, id);
  if (conversation.status === 'closed') throw new AppError('chat.conversation.closed');
  if (conversation.assignee === null && actor.kind === 'operator' && actor.id !== null) {
    await consoleRepository.assign(deps.db, { merchantId, id, operator: { id: actor.id, name: actor.name ?? '' } });
  }
  const message = toChatMessage(await repository.insertMessage(deps.db, { conversationId: id, sender: 'operator', body }));
  deps.hub.publish(merchantId, conversation.memberId, { type: 'message', message });
  pushMessage(deps, merchantId, id, message);
  await pushConversation(deps, merchantId, id);
  return message;
}

/** The active operators whose role may answer chats: whom a conversation can be handed to. */
export async function chatAgents(deps: ChatPushDeps, merchantId: number): Promise<ChatAgent[]> {
  const { list } = await listOperators(deps, merchantId, { status: 'active', sort: 'createdAt', order: 'asc', page: 1, limit: 100 });
  const canReply = new Map<string, boolean>();
  for (const role of new Set(list.map((o) => o.role))) canReply.set(role, (await permissionsOf(deps, merchantId, role)).has('chat.reply'));
  return list.filter((o) => canReply.get(o.role)).map((o) => ({ id: o.id, username: o.username, displayName: o.displayName }));
}

/** Takes, hands over (to an active operator who may reply) or puts back in the queue (null). */
export async function assign(deps: ChatPushDeps, merchantId: number, id: number, operatorId: number | null): Promise<ChatConversation> {
  const conversation = await conversationOf(deps, merchantId, id);
  if (conversation.status === 'closed') throw new AppError('chat.conversation.closed');
  let operator: { id: number; name: string } | null = null;
  if (operatorId !== null) {
    const agent = (await chatAgents(deps, merchantId)).find((a) => a.id === operatorId);
    if (!agent) throw new AppError('chat.assignee.invalid');
    operator = { id: agent.id, name: agent.username };
  }
  if (!(await consoleRepository.assign(deps.db, { merchantId, id, operator }))) throw new AppError('chat.conversation.closed');
  await pushConversation(deps, merchantId, id);
  return conversationOf(deps, merchantId, id);
}

export async function close(deps: ChatPushDeps, merchantId: number, id: number): Promise<ChatConversation> {
  const conversation = await conversationOf(deps, merchantId, id);
  if (conversation.status === 'closed') throw new AppError('chat.conversation.closed');
  if (!(await consoleRepository.close(deps.db, { merchantId, id, at: new Date(deps.clock()) })))
    throw new AppError('chat.conversation.closed');
  await pushConversation(deps, merchantId, id);
  return conversationOf(deps, merchantId, id);
}
