import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMember, guestGet, operatorCalls } from '../../test/content.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { accountClient } from '../../test/accounts.js';

const list = (types: string, extra = '') => `${API.announcements}?types=${types}&platform=M${extra}`;

describe.each(testDatabases())('announcements on %s', (kind) => {
  let t: TestApp;
  let op: ReturnType<typeof operatorCalls>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    op = operatorCalls(t);
  });
  afterAll(() => t.close());

  it('refuses unknown types and missing types with 400', async () => {
    expect((await guestGet(t, list('PL,XX'))).statusCode).toBe(400);
    expect((await guestGet(t, API.announcements)).statusCode).toBe(400);
  });

  it('lists the seeded player notices in the request language, one section per type', async () => {
    const pt = (await guestGet(t, list('PL,PR,H'))).json().value;
    expect(pt.player.map((a: { title: string }) => a.title)).toContain('Bem-vindo à Demo Bet');
    expect(pt).toHaveProperty('promotion');
    expect(pt).toHaveProperty('hot');
    const en = (await guestGet(t, list('PL'), 'en')).json().value;
    expect(en.player.map((a: { title: string }) => a.title)).toContain('Welcome to Demo Bet');
    expect(en.player[0]).toMatchObject({ read: false, noExpiry: 1, endDate: null });
  });

  it('filters popups by group but keeps every player notice in the list (the ticker index is the notice page index)', async () => {
    const popup = await op.createAnnouncement({ title: 'login group popup', type: 'PU', groupName: 'm_login' });
    const notice = await op.createAnnouncement({ title: 'notice of another group', groupName: 'm_login' });
    const home = (await guestGet(t, list('PL,PU', '&groupName=m_home'))).json().value;
    expect(home.popup.map((a: { title: string }) => a.title)).not.toContain('login group popup');
    const all = (await guestGet(t, list('PL'))).json().value.player.map((a: { id: number }) => a.id);
    expect(home.player.map((a: { id: number }) => a.id)).toEqual(all);
    for (const { id } of [popup, notice]) await op.call('DELETE', API.operatorAnnouncement.replace(':id', String(id)));
  });

  it('shows an announcement only between its start and end', async () => {
    const now = Date.now();
    await op.createAnnouncement({ title: 'future notice', startDate: new Date(now + 3_600_000).toISOString() });
    await op.createAnnouncement({
      title: 'ended notice',
      startDate: new Date(now - 7_200_000).toISOString(),
      endDate: new Date(now - 3_600_000).toISOString(),
    });
    await op.createAnnouncement({ title: 'current notice', endDate: new Date(now + 3_600_000).toISOString() });
    const titles = (await guestGet(t, list('PL'))).json().value.player.map((a: { title: string }) => a.title);
    expect(titles).toContain('current notice');
    expect(titles).not.toContain('future notice');
    expect(titles).not.toContain('ended notice');
  });

  it('keeps member popups from guests and agent announcements from non-agents', async () => {
    const guest = (await guestGet(t, list('PU,A'))).json().value;
    expect(guest.popup).toEqual([]);
    expect(guest.agent).toEqual([]);
    expect(guest.footer).toEqual({ unreadCount: 0 });
    const member = await contentMember(t);
    const asMember = (await member.get(list('PU,A'))).json().value;
    expect(asMember.popup.map((a: { title: string }) => a.title)).toContain('Novidade: chat ao vivo');
    expect(asMember.agent).toEqual([]);
    const agent = await contentMember(t, 1);
    const asAgent = (await agent.get(list('A', '&groupName=m_home'))).json().value;
    expect(asAgent.agent.map((a: { title: string }) => a.title)).toContain('Agentes: relatório semanal');
    expect(asAgent.footer.unreadCount).toBe(asAgent.agent.length);
    await agent.post(API.markAnnouncementRead, { announcementId: asAgent.agent[0].id, read: true });
    expect((await agent.get(list('A'))).json().value.footer.unreadCount).toBe(asAgent.agent.length - 1);
  });

  it('answers banners of a group, else the default banner in the Portuguese or English variant', async () => {
    const home = (await guestGet(t, list('B', '&groupName=m_home'))).json().value.banners;
    expect(home.map((b: { url: string }) => b.url)).toEqual(['/banners/home-1.svg', '/banners/home-2.svg', '/banners/home-3.svg']);
    const banners = (await op.call('GET', API.operatorBanners)).json().value as Array<{ id: number; groupName: string; language: string }>;
    for (const b of banners.filter((x) => x.groupName === 'm_forget'))
      expect((await op.call('DELETE', API.operatorBanner.replace(':id', String(b.id)))).statusCode).toBe(200);
    expect((await guestGet(t, list('B', '&groupName=m_forget'))).json().value.banners).toEqual([
      { id: null, url: '/banners/default-pt.svg', groupName: 'm_forget', linkUrl: null },
    ]);
    expect((await guestGet(t, list('B', '&groupName=m_forget'), 'en')).json().value.banners[0].url).toBe('/banners/default-en.svg');
    const created = await op.call('POST', API.operatorBanners, {
      groupName: 'm_forget',
      language: 'pt',
      url: '/banners/forget.svg',
      sort: 1,
    });
    expect(created.statusCode).toBe(200);
    expect((await guestGet(t, list('B', '&groupName=m_forget'))).json().value.banners[0].url).toBe('/banners/forget.svg');
    const clash = await op.call('POST', API.operatorBanners, { groupName: 'm_forget', language: 'pt', url: '/banners/x.svg', sort: 1 });
    expect(clash.statusCode).toBe(400);
    const script = await op.call('POST', API.operatorBanners, {
      groupName: 'm_forget',
      language: 'pt',
      url: 'javascript:alert(1)',
      sort: 2,
    });
    expect(script.statusCode).toBe(400);
  });

  it('marks a notice read for that member only and counts unread notices', async () => {
    const a = await contentMember(t);
    const b = await contentMember(t);
    const before = (await a.get(API.unreadCounts)).json().value.announcement;
    expect(before).toBeGreaterThan(0);
    const notices = (await a.get(list('PL'))).json().value.player;
    const res = await a.post(API.markAnnouncementRead, { announcementId: notices[0].id, read: true });
    expect(res.json()).toEqual({ success: true, value: null });
    await a.post(API.markAnnouncementRead, { announcementId: notices[0].id, read: true });
    expect((await a.get(API.unreadCounts)).json().value.announcement).toBe(before - 1);
    expect((await a.get(list('PL'))).json().value.player[0].read).toBe(true);
    expect((await b.get(list('PL'))).json().value.player[0].read).toBe(false);
    expect((await b.get(API.unreadCounts)).json().value.announcement).toBe(before);
  });

  it('refuses mark-read without a session, for unknown ids and for other languages or audiences', async () => {
    const guest = await t.app.inject({ method: 'POST', url: API.markAnnouncementRead, payload: { announcementId: 1, read: true } });
    expect([guest.statusCode, guest.json().errorCode]).toEqual([401, 'login.not.session']);
    const m = await contentMember(t);
    const unknown = await m.post(API.markAnnouncementRead, { announcementId: 999_999, read: true });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'content.not.found']);
    const agentOnly = await op.createAnnouncement({ type: 'A', title: 'agents only' });
    expect((await m.post(API.markAnnouncementRead, { announcementId: agentOnly.id, read: true })).statusCode).toBe(404);
    expect((await m.post(API.markAnnouncementRead, { announcementId: 'x' })).statusCode).toBe(400);
  });

  it('treats trial members as having read everything (SPEC §4)', async () => {
    const trial = (await accountClient(t).sealed('POST', API.trial, {})).json().value;
    const headers = { authorization: `Bearer ${trial.token}` };
    const notices = (await t.app.inject({ method: 'GET', url: list('PL'), headers })).json().value.player;
    expect(notices.every((n: { read: boolean }) => n.read)).toBe(true);
    // A trial account is not a registered member: members-only popups are not for it.
    expect((await t.app.inject({ method: 'GET', url: list('PU'), headers })).json().value.popup).toEqual([]);
    const mark = await t.app.inject({
      method: 'POST',
      url: API.markAnnouncementRead,
      headers,
      payload: { announcementId: notices[0].id, read: true },
    });
    expect(mark.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API.unreadCounts, headers })).json().value).toEqual({
      announcement: 0,
      chat: 0,
      inbox: 0,
    });
  });

  it('lets the operator create, update and delete announcements, and refuses others', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: API.operatorAnnouncements, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const bad = await op.call('POST', API.operatorAnnouncements, { type: 'PL', language: 'pt', title: '', startDate: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    const reversed = await op.call('POST', API.operatorAnnouncements, {
      type: 'PL',
      language: 'pt',
      title: 'x',
      startDate: '2026-02-02T00:00:00Z',
      endDate: '2026-02-01T00:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    const created = await op.createAnnouncement({ title: 'to edit' });
    const url = API.operatorAnnouncement.replace(':id', String(created.id));
    const updated = await op.call('PUT', url, {
      type: 'PL',
      language: 'pt',
      title: 'edited',
      content: '<b>bold</b>',
      startDate: new Date(Date.now() - 1000).toISOString(),
    });
    expect(updated.json().value).toMatchObject({ id: created.id, title: 'edited', content: '<b>bold</b>' });
    expect((await guestGet(t, list('PL'))).json().value.player.map((a: { title: string }) => a.title)).toContain('edited');
    expect((await op.call('DELETE', url)).statusCode).toBe(200);
    expect((await op.call('DELETE', url)).statusCode).toBe(404);
    expect((await op.call('PUT', url, { type: 'PL', language: 'pt', title: 'gone', startDate: '2026-01-01T00:00:00Z' })).statusCode).toBe(
      404,
    );
    expect((await guestGet(t, list('PL'))).json().value.player.map((a: { title: string }) => a.title)).not.toContain('edited');
  });

  it('lets the operator manage help entries, served by the help centre', async () => {
    const created = await op.call('POST', API.operatorHelpEntries, {
      language: 'pt',
      sort: 90,
      title: 'Pergunta nova',
      content: '<p onclick="x()">Resposta</p>',
    });
    expect(created.json().value.content).toBe('<p>Resposta</p>');
    const help = (await guestGet(t, `${API.helpCenter}?device=MOBILE&lang=pt`)).json().value;
    expect(help.at(-1)).toEqual({ title: 'Pergunta nova', content: '<p>Resposta</p>' });
    const url = API.operatorHelpEntry.replace(':id', String(created.json().value.id));
    expect((await op.call('DELETE', url)).statusCode).toBe(200);
    expect((await op.call('DELETE', url)).statusCode).toBe(404);
  });
});
