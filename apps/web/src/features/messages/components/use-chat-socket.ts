import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@app/contract';
import { invalidateUnread } from '../../../lib/messages/use-unread-counts';
import { launchChat } from '../../../lib/messages/chat-launch';

export interface ChatLine {
  id: number;
  from: 'member' | 'operator';
  body: string;
  createdAt: string;
}

export type ChatState = 'connecting' | 'open' | 'offline';

const RECONNECT_MS = 2000;

function isLine(v: unknown): v is ChatLine {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.id === 'number' &&
    (l.from === 'member' || l.from === 'operator') &&
    typeof l.body === 'string' &&
    typeof l.createdAt === 'string'
  );
}

const socketUrl = (ticket: string) => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${API.chatSocket}?ticket=${encodeURIComponent(ticket)}`;
};

/**
 * The chat socket of the built-in live chat. The first ticket comes from the
 * page URL (the launch's chatUrl) and is removed from the address bar; a
 * reconnect asks the launch call for a fresh one (tickets are single use).
 * Replies that arrive while the page is visible are marked read at once.
 */
export function useChatSocket(firstTicket: string | null, language: string) {
  const client = useQueryClient();
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [state, setState] = useState<ChatState>('connecting');
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ticket = firstTicket;
    const connect = async () => {
      setState('connecting');
      try {
        if (!ticket) {
          const launch = await launchChat({ language, title: '' });
          ticket = new URL(launch.chatUrl, window.location.origin).searchParams.get('ticket');
        }
      } catch {
        ticket = null;
      }
      if (stopped) return;
      if (!ticket) {
        setState('offline');
        timer = setTimeout(() => void connect(), RECONNECT_MS);
        return;
      }
      const socket = new WebSocket(socketUrl(ticket));
      ticket = null;
      socketRef.current = socket;
      socket.onopen = () => setState('open');
      socket.onmessage = (event: MessageEvent<string>) => {
        const data = JSON.parse(event.data) as { type?: string; messages?: unknown[]; message?: unknown };
        if (data.type === 'history' && Array.isArray(data.messages)) {
          setLines(data.messages.filter(isLine));
          void invalidateUnread(client);
        } else if (data.type === 'message' && isLine(data.message)) {
          const line = data.message;
          setLines((old) => (old.some((l) => l.id === line.id) ? old : [...old, line]));
          if (line.from === 'operator' && document.visibilityState === 'visible') {
            socket.send(JSON.stringify({ type: 'read' }));
            window.setTimeout(() => void invalidateUnread(client), 300);
          }
        } else if (data.type === 'error' && typeof data.message === 'string') {
          setError(data.message);
        }
      };
      socket.onclose = () => {
        if (stopped) return;
        setState('offline');
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [firstTicket, language, client]);

  const send = (body: string): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    setError(null);
    socket.send(JSON.stringify({ type: 'send', body }));
    return true;
  };
  return { lines, state, error, send };
}
