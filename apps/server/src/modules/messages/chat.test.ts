import { API, type ChatServerEvent } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { accountClient } from '../../test/accounts.js';
import { contentMember, operatorCalls } from '../../test/content.js';
import { createTestApp, testDatabases, twoProcessApps, type TestApp, type TwoProcesses } from '../../test/test-app.js';
import * as merchants from '../merchants/merchants.service.js';

/** Collects a socket's events; next() waits for the next one not yet taken. */
function events(socket: WebSocket) {
  const queue: ChatServerEvent[] = [];
  const waiting: Array<(e: ChatServerEvent) => void> = [];
  socket.on('message', (raw: Buffer) => {
    const event = JSON.parse(raw.toString()) as ChatServerEvent;
    const take = waiting.shift();
    if (take) take(event);
    else queue.push(event);
  });
  return {
    next: () =>
      new Promise<ChatServerEvent>((resolve, reject) => {
        const queued = queue.shift();
        if (queued) return resolve(queued);
        const timer = setTimeout(() => reject(new Error('no chat event within 3 s')), 3000);
        waiting.push((e) => {
          clearTimeout(timer);
          resolve(e);
        });
      }),
  };
}

const ticketOf = (chatUrl: string) => new URL(chatUrl, 'http://x').searchParams.get('ticket') ?? '';

/** Opens a player chat socket on an app; the listener is attached at once: the history may arrive before injectWS resolves. */
async function openChat(t: TestApp, ticket: string) {
  let stream: ReturnType<typeof events> | undefined;
  const socket = await t.app.injectWS(`${API.chatSocket}?ticket=${ticket}`, {}, { onInit: (ws) => void (stream = events(ws)) });
  return { socket, stream: stream! };
}

describe.each(testDatabases())('live chat on %s', (kind) => {
  let t: TestApp;
  let op: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = operatorCalls(t);
  });
  afterAll(() => t.close());

  const open = (ticket: string) => openChat(t, ticket);

  it('launches the built-in chat page with a ticket, not the session token', async () => {
    const m = await contentMember(t);
    const launch = (await m.get(`${API.chatLaunch}?b2c=1&language=pt&backUrl=%2Fm%2Fmessage&headerColor=%23000&title=Chat`)).json().value;
    expect(launch.external).toBe(false);
    expect(launch.chatUrl).toMatch(/^\/m\/chat\?ticket=[\w-]{30,}$/);
    expect(launch.chatUrl).not.toContain(m.token);
  });

  it('carries a player message to the operator and the reply back, with unread counts both ways', async () => {
    const m = await contentMember(t);
    const { socket, stream } = await open(ticketOf((await m.get(API.chatLaunch)).json().value.chatUrl));
    expect(await stream.next()).toEqual({ type: 'history', messages: [] });
    socket.send(JSON.stringify({ type: 'send', body: 'Olá, preciso de ajuda' }));
    expect(await stream.next()).toMatchObject({ type: 'message', message: { from: 'member', body: 'Olá, preciso de ajuda' } });

    const conversations = (await op.call('GET', API.operatorChatConversations)).json().value;
    const mine = conversations.find((c: { username: string }) => c.username === m.username);
    expect(mine).toMatchObject({ unreadForOperator: 1 });
    const messagesUrl = API.operatorChatMessages.replace(':id', String(mine.id));
    expect((await op.call('GET', messagesUrl)).json().value.map((x: { body: string }) => x.body)).toEqual(['Olá, preciso de ajuda']);
    expect(
      (await op.call('GET', API.operatorChatConversations)).json().value.find((c: { id: number }) => c.id === mine.id).unreadForOperator,
    ).toBe(0);

    const reply = await op.call('POST', messagesUrl, { body: 'Claro! Como posso ajudar?' });
    expect(reply.statusCode).toBe(200);
    expect(await stream.next()).toMatchObject({ type: 'message', message: { from: 'operator', body: 'Claro! Como posso ajudar?' } });
    expect((await m.get(API.chatUnread)).json().value).toEqual({ unReadCount: 1 });
    expect((await m.get(API.unreadCounts)).json().value.chat).toBe(1);
    socket.send(JSON.stringify({ type: 'read' }));
    await expect.poll(async () => (await m.get(API.chatUnread)).json().value.unReadCount).toBe(0);
    socket.close();

    // Reopening shows the history and reads what came while away.
    await op.call('POST', messagesUrl, { body: 'Ainda está aí?' });
    expect((await m.get(API.chatUnread)).json().value.unReadCount).toBe(1);
    const { socket: again, stream: againStream } = await open(ticketOf((await m.get(API.chatLaunch)).json().value.chatUrl));
    const history = await againStream.next();
    expect(history.type === 'history' && history.messages.map((x) => x.body)).toEqual([
      'Olá, preciso de ajuda',
      'Claro! Como posso ajudar?',
      'Ainda está aí?',
    ]);
    expect((await m.get(API.chatUnread)).json().value.unReadCount).toBe(0);
    again.close();
  });

  it('uses a ticket once and refuses unknown ones', async () => {
    const m = await contentMember(t);
    const ticket = ticketOf((await m.get(API.chatLaunch)).json().value.chatUrl);
    const first = await open(ticket);
    expect((await first.stream.next()).type).toBe('history');
    const second = await open(ticket);
    const closed = new Promise<number>((resolve) => second.socket.on('close', (code) => resolve(code)));
    expect(await second.stream.next()).toMatchObject({ type: 'error', errorCode: 'chat.ticket.invalid' });
    expect(await closed).toBe(4401);
    first.socket.close();
  });

  it('refuses empty and oversized messages and limits the pace', async () => {
    const m = await contentMember(t);
    const { socket, stream } = await open(ticketOf((await m.get(API.chatLaunch)).json().value.chatUrl));
    await stream.next();
    socket.send(JSON.stringify({ type: 'send', body: '   ' }));
    expect(await stream.next()).toMatchObject({ type: 'error', errorCode: 'request.invalid' });
    socket.send(JSON.stringify({ type: 'send', body: 'x'.repeat(1001) }));
    expect(await stream.next()).toMatchObject({ type: 'error', errorCode: 'request.invalid' });
    socket.send('not json');
    expect(await stream.next()).toMatchObject({ type: 'error', errorCode: 'request.invalid' });
    for (let i = 0; i < 11; i += 1) socket.send(JSON.stringify({ type: 'send', body: `m${i}` }));
    const seen: ChatServerEvent[] = [];
    for (let i = 0; i < 11; i += 1) seen.push(await stream.next());
    expect(seen.filter((e) => e.type === 'message')).toHaveLength(10);
    expect(seen.filter((e) => e.type === 'error' && e.errorCode === 'chat.rate.limited')).toHaveLength(1);
    socket.close();
  });

  it('answers unknown conversations with 404 and refuses trial members', async () => {
    expect((await op.call('POST', API.operatorChatMessages.replace(':id', '999999'), { body: 'x' })).statusCode).toBe(404);
    const trial = (await accountClient(t).sealed('POST', API.trial, {})).json().value;
    const res = await t.app.inject({ method: 'GET', url: API.chatLaunch, headers: { authorization: `Bearer ${trial.token}` } });
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'free.reject']);
  });

  it('points chatUrl at an outside chat service when the merchant sets one', async () => {
    const merchant = await t.database.db.query.merchants.findFirst();
    await merchants.setSetting(t.database.db, merchant!.id, 'liveChat', { externalUrl: 'https://chat.example.com/widget' });
    const m = await contentMember(t);
    expect((await m.get(`${API.chatLaunch}?language=en`)).json().value).toEqual({
      chatUrl: 'https://chat.example.com/widget?language=en',
      external: true,
    });
    await merchants.setSetting(t.database.db, merchant!.id, 'liveChat', { externalUrl: null });
  });

  it('lists customer-service paths encoded, the live chat as type 3', async () => {
    const { decodeServicePath } = await import('@app/contract');
    const value = (await t.app.inject({ method: 'GET', url: API.customerService })).json().value;
    const paths = value.version.pathList as Array<{ type: string; channel: string; path: string }>;
    expect(paths.find((p) => p.channel === 'LIVECHAT')).toMatchObject({ type: '3' });
    expect(decodeServicePath(paths.find((p) => p.channel === 'LIVECHAT')!.path)).toBe('/m/chat');
    expect(decodeServicePath(paths.find((p) => p.channel === 'WHATSAPP')!.path)).toBe('https://wa.me/5500000000000');
    expect(JSON.stringify(value)).not.toContain('wa.me');
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two apps on one database and one Redis stand for two server processes behind a load balancer. */
describe.runIf(redisUrl)('live chat across server processes (Redis pub/sub)', () => {
  let processes: TwoProcesses;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    processes = await twoProcessApps(redisUrl!, { shareDatabase: true });
    ({ first, second } = processes);
  });
  afterAll(() => processes.close());

  it('delivers the reply an operator sends through one process to the player socket held by the other', async () => {
    const m = await contentMember(first);
    const { socket, stream } = await openChat(first, ticketOf((await m.get(API.chatLaunch)).json().value.chatUrl));
    expect((await stream.next()).type).toBe('history');
    socket.send(JSON.stringify({ type: 'send', body: 'Oi' }));
    expect(await stream.next()).toMatchObject({ type: 'message', message: { from: 'member', body: 'Oi' } });

    const op = operatorCalls(second);
    const mine = (await op.call('GET', API.operatorChatConversations))
      .json()
      .value.find((c: { username: string }) => c.username === m.username);
    const reply = await op.call('POST', API.operatorChatMessages.replace(':id', String(mine.id)), { body: 'Olá! Em que posso ajudar?' });
    expect(reply.statusCode).toBe(200);
    expect(await stream.next()).toMatchObject({ type: 'message', message: { from: 'operator', body: 'Olá! Em que posso ajudar?' } });
    socket.close();
  });
});
