import { useEffect, useMemo } from 'react';
import { API, type ChatConversation, type ChatMessage } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { useConsole } from './use-console';
import { useRows } from './use-rows';

export type ConversationFilter = 'active' | 'closed' | 'all';

const matches = (filter: ConversationFilter, c: ChatConversation) =>
  filter === 'all' || (filter === 'closed' ? c.status === 'closed' : c.status !== 'closed');
const newestFirst = (a: ChatConversation, b: ChatConversation) =>
  (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') || b.id - a.id;

/**
 * The conversations of a filter: the list read once (and again after a reconnect, which may have missed pushes), with
 * every conversation the socket has pushed since laid over it, newest activity first.
 */
export function useConversations(filter: ConversationFilter) {
  const live = useConsole();
  const { rows: fetched, query } = useRows<ChatConversation>(API.operatorChatConversations, { status: filter });
  const { refetch } = query;
  useEffect(() => {
    if (live.generation > 1) void refetch();
  }, [live.generation, refetch]);
  const list = useMemo(() => {
    const merged = new Map((fetched ?? []).map((c) => [c.id, c]));
    for (const c of live.conversations.values()) merged.set(c.id, c);
    return [...merged.values()].filter((c) => matches(filter, c)).sort(newestFirst);
  }, [fetched, live.conversations, filter]);
  return { list, loading: query.isLoading, live };
}

/**
 * A conversation's messages: read from the server (which marks them read for the team) and kept up by the pushes. A
 * player's message that arrives while the conversation is open is read at once, as the operator sees it.
 */
export function useConversationMessages(id: number) {
  const live = useConsole();
  const { rows: fetched, query } = useRows<ChatMessage>(fillPath(API.operatorChatMessages, { id }));
  const pushed = live.messages.get(id);
  const { refetch } = query;
  const lastPushed = pushed?.at(-1);
  useEffect(() => {
    if (lastPushed?.from === 'member') void refetch();
  }, [lastPushed, refetch]);
  useEffect(() => {
    if (live.generation > 1) void refetch();
  }, [live.generation, refetch]);
  const messages = useMemo(() => {
    const byId = new Map((fetched ?? []).map((m) => [m.id, m]));
    for (const m of pushed ?? []) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [fetched, pushed]);
  return { messages, loading: query.isLoading };
}
