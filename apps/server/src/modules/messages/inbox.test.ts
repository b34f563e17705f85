import { API } from '@app/contract';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../test/accounts.js';
import { contentMember, operatorCalls } from '../../test/content.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { demoWelcomeMessage } from '../../seed/demo-announcements.js';
import { addBroadcastIfMissing } from './inbox.service.js';
import { inboxMessages } from './messages.tables.js';

const readUrl = (id: number) => API.inboxRead.replace(':id', String(id));
const messageUrl = (id: number) => API.inboxMessage.replace(':id', String(id));

describe.each(testDatabases())('inbox on %s', (kind) => {
  let t: TestApp;
  let op: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = operatorCalls(t);
  });
  afterAll(() => t.close());

  it('shows a new member the seeded welcome broadcast, unread, in the language the site is read in', async () => {
    const m = await contentMember(t);
    const pt = (await m.get(API.inboxList)).json().value;
    expect(pt).toEqual([expect.objectContaining({ title: 'Bem-vindo!', read: false })]);
    expect(pt[0].content).toContain('Obrigado por se cadastrar');
    expect(pt[0].content).not.toContain('Thank you');
    const en = (await m.get(API.inboxList, 'en')).json().value;
    expect(en).toEqual([expect.objectContaining({ id: pt[0].id, title: 'Welcome!', read: false })]);
    expect(en[0].content).toContain('Thank you for joining Demo Bet');
    expect(en[0].content).not.toContain('Obrigado');
    expect((await m.get(API.inboxUnread)).json().value).toBe(1);
  });

  it('sends an operator message with its English text: English readers get it, others the Portuguese', async () => {
    const m = await contentMember(t);
    const sent = await op.sendInbox({
      username: m.username,
      title: 'Seu saque foi pago',
      content: '<p>Confira seu extrato.</p>',
      translations: { en: { title: 'Your withdrawal was paid', content: '<p>Check your <b>statement</b>.</p><script>x()</script>' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().value.id as number;
    const of = async (language: string) => (await m.get(API.inboxList, language)).json().value.find((x: { id: number }) => x.id === id);
    expect(await of('pt')).toMatchObject({ title: 'Seu saque foi pago', content: '<p>Confira seu extrato.</p>' });
    expect(await of('en')).toMatchObject({ title: 'Your withdrawal was paid', content: '<p>Check your <b>statement</b>.</p>' });
    // A message without an English text reads as written in English too.
    const plain = (await op.sendInbox({ username: m.username, title: 'Só em português', content: 'Olá' })).json().value.id as number;
    expect((await m.get(API.inboxList, 'en')).json().value.find((x: { id: number }) => x.id === plain)).toMatchObject({
      title: 'Só em português',
    });
  });

  it('gives the welcome of an earlier seed (both languages in one text) its per-language text instead of a second copy', async () => {
    const merchantId = (await contentMember(t)).merchantId;
    const deps = { db: t.database.db, clock: Date.now };
    await t.database.db
      .update(inboxMessages)
      .set({ title: 'Bem-vindo! / Welcome!', content: '<p>Olá! / Hello!</p>', translations: null })
      .where(and(eq(inboxMessages.merchantId, merchantId), isNull(inboxMessages.memberId), eq(inboxMessages.title, 'Bem-vindo!')));
    await addBroadcastIfMissing(deps, merchantId, demoWelcomeMessage);
    await addBroadcastIfMissing(deps, merchantId, demoWelcomeMessage);
    const welcomes = await t.database.db
      .select({ title: inboxMessages.title, translations: inboxMessages.translations })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.merchantId, merchantId), isNull(inboxMessages.memberId), like(inboxMessages.title, 'Bem-vindo!%')));
    expect(welcomes).toEqual([{ title: 'Bem-vindo!', translations: { en: expect.objectContaining({ title: 'Welcome!' }) } }]);
  });

  it('delivers an operator message to its member only, counts it, reads and deletes it', async () => {
    const a = await contentMember(t);
    const b = await contentMember(t);
    const sent = await op.sendInbox({ username: a.username, title: 'Seu bônus', content: '<p>Olá <b>a</b></p><script>x()</script>' });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().value.id as number;
    const listA = (await a.get(API.inboxList)).json().value;
    expect(listA[0]).toMatchObject({ id, title: 'Seu bônus', content: '<p>Olá <b>a</b></p>', read: false });
    expect((await a.get(API.unreadCounts)).json().value.inbox).toBe(2);
    expect((await b.get(API.inboxList)).json().value.map((m: { id: number }) => m.id)).not.toContain(id);

    for (const res of [await b.post(readUrl(id), {}), await b.del(messageUrl(id))]) {
      expect([res.statusCode, res.json().errorCode]).toEqual([404, 'inbox.not.found']);
    }
    expect((await a.post(readUrl(id), {})).statusCode).toBe(200);
    expect((await a.get(API.inboxUnread)).json().value).toBe(1);
    expect((await a.get(API.inboxList)).json().value[0].read).toBe(true);
    expect((await a.del(messageUrl(id))).statusCode).toBe(200);
    expect((await a.get(API.inboxList)).json().value.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await a.post(readUrl(id), {})).statusCode).toBe(404);
    expect((await a.del(messageUrl(id))).statusCode).toBe(404);
  });

  it('keeps read and delete of a broadcast per member', async () => {
    const a = await contentMember(t);
    const b = await contentMember(t);
    const sent = await op.sendInbox({ broadcast: true, title: 'Para todos', content: 'Aviso geral' });
    const id = sent.json().value.id as number;
    await a.del(messageUrl(id));
    expect((await a.get(API.inboxList)).json().value.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await b.get(API.inboxList)).json().value[0]).toMatchObject({ id, read: false });
    const later = await contentMember(t);
    expect((await later.get(API.inboxList)).json().value.map((m: { id: number }) => m.id)).toContain(id);
  });

  it('validates the operator message and the ids', async () => {
    expect((await op.sendInbox({ title: 'x', content: 'y' })).statusCode).toBe(400);
    expect((await op.sendInbox({ username: 'a', broadcast: true, title: 'x', content: 'y' })).statusCode).toBe(400);
    const unknown = await op.sendInbox({ username: 'nobody_here', title: 'x', content: 'y' });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'member.not.found']);
    const m = await contentMember(t);
    expect((await m.post(readUrl(0), {})).statusCode).toBe(400);
    expect((await m.del('/wps/inbox/abc')).statusCode).toBe(400);
  });

  it('refuses guests and trial members (free_reject)', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.inboxList })).statusCode).toBe(401);
    const trial = (await accountClient(t).sealed('POST', API.trial, {})).json().value;
    const res = await t.app.inject({ method: 'GET', url: API.inboxList, headers: { authorization: `Bearer ${trial.token}` } });
    expect([res.statusCode, res.json().errorCode]).toEqual([403, 'free.reject']);
  });
});
