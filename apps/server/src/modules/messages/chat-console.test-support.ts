import { API, type ChatOperatorEvent, type ChatServerEvent } from '@app/contract';
import type WebSocket from 'ws';
import { nextIp } from '../../test/accounts.js';
import { contentMember } from '../../test/content.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';

/** Collects a socket's events; next() waits for the next one not yet taken, nextOf() skips to one of a type. */
export function events<E extends { type: string }>(socket: WebSocket) {
  const queue: E[] = [];
  const waiting: Array<(e: E) => void> = [];
  socket.on('message', (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as E;
    const take = waiting.shift();
    if (take) take(event);
    else queue.push(event);
  });
  const next = () =>
    new Promise<E>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('no chat event within 3 s')), 3000);
      waiting.push((e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  return {
    next,
    /** The next event matching the test, skipping the others (pushes of other conversations of the suite). */
    async nextOf(test: (e: E) => boolean): Promise<E> {
      for (;;) {
        const event = await next();
        if (test(event)) return event;
      }
    },
  };
}

type Headers = { authorization: string };

/** An operator call with the given credential (the suite's admin key by default), from a fresh address. */
export function callAs(t: TestApp, headers: Headers = operatorHeaders) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload !== undefined && { payload: payload as object }) });
}

/** Opens a console socket through a ticket the credential asks for; the listener is attached before any event. */
export async function openConsole(t: TestApp, headers: Headers = operatorHeaders) {
  const issued = await callAs(t, headers)('POST', API.operatorChatTicket);
  if (issued.statusCode !== 200) throw new Error(`no console ticket: ${issued.body}`);
  const ticket = issued.json().value.ticket as string;
  return { ticket, ...(await openConsoleWith(t, ticket)) };
}

export async function openConsoleWith(t: TestApp, ticket: string) {
  let stream: ReturnType<typeof events<ChatOperatorEvent>> | undefined;
  const url = `${API.operatorChatSocket}?ticket=${ticket}`;
  const socket = await t.app.injectWS(url, {}, { onInit: (ws) => void (stream = events<ChatOperatorEvent>(ws)) });
  return { socket, stream: stream! };
}

const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://x').searchParams.get('ticket') ?? '';

/** A member with an open player chat socket (its history already taken). */
export async function playerInChat(t: TestApp) {
  const member = await contentMember(t);
  const ticket = ticketOf((await member.get(API.chatLaunch)).json().value.chatUrl);
  let stream: ReturnType<typeof events<ChatServerEvent>> | undefined;
  const socket = await t.app.injectWS(
    `${API.chatSocket}?ticket=${ticket}`,
    {},
    { onInit: (ws) => void (stream = events<ChatServerEvent>(ws)) },
  );
  const history = await stream!.next();
  const say = async (body: string) => {
    socket.send(JSON.stringify({ type: 'send', body }));
    return stream!.nextOf((e) => e.type === 'message' && e.message.body === body);
  };
  return { member, socket, stream: stream!, history, say };
}

export const urlOf = (path: string, id: number) => path.replace(':id', String(id));
