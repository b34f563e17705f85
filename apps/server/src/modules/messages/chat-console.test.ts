import { API, type ChatConversation, type ChatOperatorEvent, type OperatorRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, type SignedInOperator } from '../../test/operators.js';
import { createTestApp, testDatabases, twoProcessApps, type TestApp, type TwoProcesses } from '../../test/test-app.js';
import { callAs, openConsole, openConsoleWith, playerInChat, urlOf } from './chat-console.test-support.js';

type Conversation = Extract<ChatOperatorEvent, { type: 'conversation' }>;
const isConversationOf = (id: number, status?: string) => (e: ChatOperatorEvent) =>
  e.type === 'conversation' && e.conversation.id === id && (status === undefined || e.conversation.status === status);

describe.each(testDatabases())('the live-chat console on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  let support: SignedInOperator;
  const keyOf = async (role: OperatorRole) => {
    const created = await call('POST', API.operatorApiKeys, { name: `chat ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const auditRows = async () => (await call('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<Record<string, unknown>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = callAs(t);
    support = await createOperator(t, 'support');
  });
  afterAll(() => t.close());

  it("pushes a player's first message to the console and the operator's answer to the player, and the answerer takes it", async () => {
    const desk = await openConsole(t, support.headers);
    expect(await desk.stream.next()).toMatchObject({ type: 'ready', unreadTotal: expect.any(Number) });
    const player = await playerInChat(t);
    expect(player.history).toEqual({ type: 'history', messages: [] });
    await player.say('Olá, meu depósito não caiu');

    const message = await desk.stream.nextOf((e) => e.type === 'message' && e.message.body === 'Olá, meu depósito não caiu');
    expect(message).toMatchObject({ message: { from: 'member', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
    const conversationId = message.type === 'message' ? message.conversationId : 0;
    const pushed = (await desk.stream.nextOf(isConversationOf(conversationId))) as Conversation;
    expect(pushed.conversation).toMatchObject({ username: player.member.username, status: 'open', assignee: null, unreadForOperator: 1 });
    expect(pushed.unreadTotal).toBeGreaterThanOrEqual(1);

    // Reading the conversation reads it for the team; every console sees its count drop.
    const read = await callAs(t, support.headers)('GET', urlOf(API.operatorChatMessages, conversationId));
    expect(read.json().value.map((m: { body: string }) => m.body)).toEqual(['Olá, meu depósito não caiu']);
    expect(((await desk.stream.nextOf(isConversationOf(conversationId))) as Conversation).conversation.unreadForOperator).toBe(0);

    const answer = await callAs(t, support.headers)('POST', urlOf(API.operatorChatMessages, conversationId), {
      body: 'Vou verificar agora.',
    });
    expect(answer.statusCode).toBe(200);
    expect(await player.stream.nextOf((e) => e.type === 'message')).toMatchObject({
      type: 'message',
      message: { from: 'operator', body: 'Vou verificar agora.', createdAt: expect.any(String) },
    });
    const taken = (await desk.stream.nextOf(isConversationOf(conversationId, 'assigned'))) as Conversation;
    expect(taken.conversation.assignee).toEqual({ id: support.id, name: support.username });
    expect(taken.conversation.lastMessage).toMatchObject({ from: 'operator', body: 'Vou verificar agora.' });

    // The audit row names the answer, not its text (the chat is personal data the player may have erased).
    const row = (await auditRows()).find((r) => r.action === `POST ${API.operatorChatMessages}` && r.objectId === String(conversationId));
    expect(row).toMatchObject({ actor: { kind: 'operator', name: support.username }, objectType: 'conversations' });
    expect(row!.after).toEqual({ messageId: answer.json().value.id, chars: 'Vou verificar agora.'.length });
    expect(JSON.stringify(row)).not.toContain('verificar');
    player.socket.close();
    desk.socket.close();
  });

  it('assigns, hands over, puts back and closes, each pushed and audited; a closed conversation takes no answer', async () => {
    const desk = await openConsole(t);
    await desk.stream.next();
    const player = await playerInChat(t);
    await player.say('Preciso de ajuda');
    const first = await desk.stream.nextOf((e) => e.type === 'conversation' && e.conversation.username === player.member.username);
    const id = first.type === 'conversation' ? first.conversation.id : 0;
    const agents = (await call('GET', API.operatorChatAgents)).json().value as Array<{ id: number; username: string }>;
    expect(agents.map((a) => a.username)).toContain(support.username);

    const handed = await call('POST', urlOf(API.operatorChatAssign, id), { operatorId: support.id });
    expect(handed.json().value).toMatchObject({ status: 'assigned', assignee: { id: support.id, name: support.username } });
    expect(((await desk.stream.nextOf(isConversationOf(id))) as Conversation).conversation.status).toBe('assigned');
    const finance = await createOperator(t, 'finance');
    const refused = await call('POST', urlOf(API.operatorChatAssign, id), { operatorId: finance.id });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'chat.assignee.invalid']);
    expect((await call('POST', urlOf(API.operatorChatAssign, id), { operatorId: 'x' })).statusCode).toBe(400);
    const back = await call('POST', urlOf(API.operatorChatAssign, id), { operatorId: null });
    expect(back.json().value).toMatchObject({ status: 'open', assignee: null });

    const closed = await call('POST', urlOf(API.operatorChatClose, id));
    expect(closed.json().value).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect(((await desk.stream.nextOf(isConversationOf(id, 'closed'))) as Conversation).conversation.closedAt).toEqual(expect.any(String));
    const late = await call('POST', urlOf(API.operatorChatMessages, id), { body: 'Olá?' });
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'chat.conversation.closed']);
    expect((await call('POST', urlOf(API.operatorChatClose, id))).json().errorCode).toBe('chat.conversation.closed');

    // The player's next message opens a new conversation; the console lists both in the player's history.
    await player.say('Voltei');
    const reopened = await desk.stream.nextOf(
      (e) => e.type === 'conversation' && e.conversation.username === player.member.username && e.conversation.id !== id,
    );
    const newId = reopened.type === 'conversation' ? reopened.conversation.id : 0;
    const history = (await call('GET', urlOf(API.operatorChatHistory, newId))).json().value as ChatConversation[];
    expect(history.map((c) => [c.id, c.status])).toEqual([
      [newId, 'open'],
      [id, 'closed'],
    ]);
    const active = (await call('GET', API.operatorChatConversations)).json().value as ChatConversation[];
    expect(active.map((c) => c.id)).toContain(newId);
    expect(active.map((c) => c.id)).not.toContain(id);
    expect(
      ((await call('GET', `${API.operatorChatConversations}?status=closed`)).json().value as ChatConversation[]).map((c) => c.id),
    ).toContain(id);

    const rows = await auditRows();
    const assignRows = rows.filter((r) => r.action === `POST ${API.operatorChatAssign}` && r.objectId === String(id));
    expect(assignRows.map((r) => r.after)).toEqual([{ operatorId: null }, { operatorId: support.id }]);
    expect(assignRows[1]!.before).toEqual({ status: 'open', assignee: null });
    expect(rows.find((r) => r.action === `POST ${API.operatorChatClose}` && r.objectId === String(id))).toMatchObject({
      before: { status: 'open', assignee: null },
    });
    player.socket.close();
    desk.socket.close();
  });

  it('keeps canned replies in pt and en: create, list, edit, delete, each audited with what it was', async () => {
    const created = await call('POST', API.operatorChatCanned, { language: 'pt', title: 'Saudação', body: 'Olá! Como posso ajudar?' });
    expect(created.json().value).toMatchObject({ id: expect.any(Number), language: 'pt', title: 'Saudação' });
    const id = created.json().value.id as number;
    await call('POST', API.operatorChatCanned, { language: 'en', title: 'Greeting', body: 'Hi! How can I help?' });
    const pt = (await call('GET', `${API.operatorChatCanned}?language=pt`)).json().value as Array<{ title: string; language: string }>;
    expect(pt.every((c) => c.language === 'pt') && pt.some((c) => c.title === 'Saudação')).toBe(true);

    const edited = await call('PUT', urlOf(API.operatorChatCannedItem, id), {
      language: 'pt',
      title: 'Saudação',
      body: 'Olá! Em que posso ajudar?',
    });
    expect(edited.json().value.body).toBe('Olá! Em que posso ajudar?');
    expect((await call('DELETE', urlOf(API.operatorChatCannedItem, id))).statusCode).toBe(200);
    const gone = await call('DELETE', urlOf(API.operatorChatCannedItem, id));
    expect([gone.statusCode, gone.json().errorCode]).toEqual([404, 'chat.canned.not.found']);
    expect((await call('POST', API.operatorChatCanned, { language: 'es', title: 'x', body: 'y' })).statusCode).toBe(400);
    expect((await call('POST', API.operatorChatCanned, { language: 'pt', title: ' ', body: 'y' })).statusCode).toBe(400);
    expect((await call('POST', API.operatorChatCanned, { language: 'pt', title: 'x', body: 'y'.repeat(1001) })).statusCode).toBe(400);

    const rows = await auditRows();
    expect(rows.find((r) => r.action === `PUT ${API.operatorChatCannedItem}` && r.objectId === String(id))).toMatchObject({
      before: { body: 'Olá! Como posso ajudar?' },
      after: { body: 'Olá! Em que posso ajudar?' },
    });
    expect(rows.find((r) => r.action === `DELETE ${API.operatorChatCannedItem}` && r.objectId === String(id))).toMatchObject({
      before: { body: 'Olá! Em que posso ajudar?' },
    });
  });

  it('refuses each call to a role without its permission, and audits nothing refused', async () => {
    const content = await keyOf('content');
    const auditor = await keyOf('auditor');
    const count = (await auditRows()).length;
    for (const url of [API.operatorChatConversations, API.operatorChatCanned, API.operatorChatAgents]) {
      const res = await callAs(t, content)('GET', url);
      expect([res.statusCode, res.json().errorCode], url).toEqual([403, 'operator.permission.denied']);
      expect((await callAs(t, auditor)('GET', url)).statusCode, url).toBe(200);
    }
    expect((await callAs(t, content)('POST', API.operatorChatTicket)).statusCode).toBe(403);
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['POST', urlOf(API.operatorChatMessages, 1), { body: 'x' }],
      ['POST', urlOf(API.operatorChatAssign, 1), { operatorId: null }],
      ['POST', urlOf(API.operatorChatClose, 1), undefined],
      ['POST', API.operatorChatCanned, { language: 'pt', title: 'x', body: 'y' }],
      ['PUT', urlOf(API.operatorChatCannedItem, 1), { language: 'pt', title: 'x', body: 'y' }],
      ['DELETE', urlOf(API.operatorChatCannedItem, 1), undefined],
    ];
    for (const [method, url, payload] of writes) {
      const res = await callAs(t, auditor)(method, url, payload);
      expect([res.statusCode, res.json().errorCode], `${method} ${url}`).toEqual([403, 'operator.permission.denied']);
    }
    expect((await auditRows()).length).toBe(count);
  });

  it('opens the console socket with a ticket once, and refuses an unknown one', async () => {
    const first = await openConsole(t);
    expect((await first.stream.next()).type).toBe('ready');
    const again = await openConsoleWith(t, first.ticket);
    const closed = new Promise<number>((resolve) => again.socket.on('close', (code) => resolve(code)));
    expect(await again.stream.next()).toMatchObject({ type: 'error', errorCode: 'chat.ticket.invalid' });
    expect(await closed).toBe(4401);
    const unknown = await openConsoleWith(t, 'x'.repeat(32));
    expect(await unknown.stream.next()).toMatchObject({ type: 'error', errorCode: 'chat.ticket.invalid' });
    first.socket.close();
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two apps on one database and one Redis stand for two server processes behind a load balancer. */
describe.runIf(redisUrl)('the live-chat console across server processes (Redis pub/sub)', () => {
  let processes: TwoProcesses;
  beforeAll(async () => {
    processes = await twoProcessApps(redisUrl!, { shareDatabase: true });
  });
  afterAll(() => processes.close());

  it("pushes a player's message written on one process to the console held by the other, and the answer back", async () => {
    const desk = await openConsole(processes.second);
    expect((await desk.stream.next()).type).toBe('ready');
    const player = await playerInChat(processes.first);
    await player.say('Oi, alguém aí?');
    const pushed = await desk.stream.nextOf((e) => e.type === 'message' && e.message.body === 'Oi, alguém aí?');
    const id = pushed.type === 'message' ? pushed.conversationId : 0;
    const answer = await callAs(processes.second)('POST', urlOf(API.operatorChatMessages, id), { body: 'Sim! Em que posso ajudar?' });
    expect(answer.statusCode).toBe(200);
    expect(await player.stream.nextOf((e) => e.type === 'message' && e.message.from === 'operator')).toMatchObject({
      message: { body: 'Sim! Em que posso ajudar?' },
    });
    player.socket.close();
    desk.socket.close();
  });
});
