import { API, type ChatConversation, type ChatMessage, type ChatOperatorEvent } from '@app/contract';
import { apiRequest } from '../../lib/api/api-client';
import { ApiError } from '../../lib/api/api-error';

export type ConsoleStatus = 'connecting' | 'open' | 'paused' | 'offline' | 'denied';

/** What the pushes have told since the page loaded: the latest state of each conversation and the new messages. */
export interface ConsoleSnapshot {
  status: ConsoleStatus;
  unreadTotal: number;
  conversations: ReadonlyMap<number, ChatConversation>;
  messages: ReadonlyMap<number, readonly ChatMessage[]>;
  /** Counts the sockets that became ready: a screen reads its lists again after a reconnect (pushes may be missed). */
  generation: number;
}

/** The server's close of a socket whose time is up (chat-console-socket.ts): renew at once. */
const RENEW_CODE = 4000;
const RETRY_MS = 3000;
/** Without a click or a key for this long the console stops renewing its socket, so it never keeps an idle session alive. */
const IDLE_MS = 30 * 60 * 1000;

const initial: ConsoleSnapshot = { status: 'connecting', unreadTotal: 0, conversations: new Map(), messages: new Map(), generation: 0 };
let snapshot = initial;
const listeners = new Set<() => void>();
let users = 0;
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let lastInputAt = Date.now();

function set(patch: Partial<ConsoleSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}

function apply(event: ChatOperatorEvent): void {
  if (event.type === 'ready') set({ status: 'open', unreadTotal: event.unreadTotal, generation: snapshot.generation + 1 });
  else if (event.type === 'conversation') {
    set({ unreadTotal: event.unreadTotal, conversations: new Map(snapshot.conversations).set(event.conversation.id, event.conversation) });
  } else if (event.type === 'message') {
    const old = snapshot.messages.get(event.conversationId) ?? [];
    if (old.some((m) => m.id === event.message.id)) return;
    set({ messages: new Map(snapshot.messages).set(event.conversationId, [...old, event.message]) });
  }
}

const socketUrl = (ticket: string) => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${API.operatorChatSocket}?ticket=${encodeURIComponent(ticket)}`;
};

const later = (ms: number) => {
  clearTimeout(retry);
  retry = setTimeout(() => void connect(), ms);
};

/**
 * Opens the console socket with a fresh ticket (the call carries the session: a dead session signs the app out, a
 * role without chat.read stops here). The server closes the socket every few minutes; it is renewed at once while the
 * operator works, and left paused once they have been idle, until their next click or key.
 */
async function connect(): Promise<void> {
  if (users === 0 || socket) return;
  set({ status: 'connecting' });
  let ticket: string;
  try {
    ticket = (await apiRequest<{ ticket: string }>(API.operatorChatTicket, { method: 'POST' })).ticket;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    if (status === 403) return set({ status: 'denied' });
    set({ status: 'offline' });
    if (status !== 401) later(RETRY_MS);
    return;
  }
  if (users === 0 || socket) return;
  const ws = new WebSocket(socketUrl(ticket));
  socket = ws;
  ws.onmessage = (message: MessageEvent<string>) => apply(JSON.parse(message.data) as ChatOperatorEvent);
  ws.onclose = (closed) => {
    if (socket === ws) socket = null;
    if (users === 0) return;
    if (Date.now() - lastInputAt > IDLE_MS) return set({ status: 'paused' });
    set({ status: closed.code === RENEW_CODE ? 'connecting' : 'offline' });
    later(closed.code === RENEW_CODE ? 0 : RETRY_MS);
  };
}

function onInput(): void {
  lastInputAt = Date.now();
  if (snapshot.status === 'paused') void connect();
}

/** Keeps the socket open while a screen (the menu badge, the console) uses it; the returned function lets go. */
export function retainConsole(): () => void {
  users += 1;
  if (users === 1) {
    window.addEventListener('pointerdown', onInput, true);
    window.addEventListener('keydown', onInput, true);
    void connect();
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    window.removeEventListener('pointerdown', onInput, true);
    window.removeEventListener('keydown', onInput, true);
    clearTimeout(retry);
    const open = socket;
    socket = null;
    open?.close();
    // Signed out (the layout is gone): the next operator starts from nothing.
    snapshot = initial;
  };
}

export function subscribeConsole(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const consoleSnapshot = (): ConsoleSnapshot => snapshot;
