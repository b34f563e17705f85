import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { contentApp, minutes, type ContentApp } from './content.test-support.js';

const bannersOf = (x: ContentApp, group: string, language = 'en') =>
  x
    .guest(`${API.announcements}?types=B&groupName=${group}&platform=M`, language)
    .then((r) => r.json().value.banners as Array<{ url: string }>);

describe.each(testDatabases())('schedules as players see them on %s', (kind) => {
  let x: ContentApp;
  beforeAll(async () => {
    x = await contentApp(kind);
  });
  afterAll(() => x.close());

  it('shows a banner only between its start and end; none in schedule shows the default banner', async () => {
    // The seed's change-password banner out of the way: the group then holds only this test's banners.
    const seeded = (await x.call('GET', API.operatorBanners)).json().value as Array<{ id: number; groupName: string }>;
    for (const b of seeded.filter((s) => s.groupName === 'm_change'))
      await x.call('DELETE', API.operatorBanner.replace(':id', String(b.id)));
    const put = (sort: number, url: string, schedule: object) =>
      x.call('POST', API.operatorBanners, { groupName: 'm_change', language: 'en', url, sort, ...schedule });
    expect((await put(1, '/b/expired.png', { startDate: minutes(-120), endDate: minutes(-60) })).statusCode).toBe(200);
    expect((await put(2, '/b/future.png', { startDate: minutes(60) })).statusCode).toBe(200);
    expect((await bannersOf(x, 'm_change')).map((b) => b.url)).toEqual(['/banners/default-en.svg']);
    await put(3, '/b/current.png', { startDate: minutes(-5), endDate: minutes(60) });
    await put(4, '/b/always.png', {});
    expect((await bannersOf(x, 'm_change')).map((b) => b.url)).toEqual(['/b/current.png', '/b/always.png']);
  });

  it('hides an announcement that has ended or not started, of every type', async () => {
    const types = ['PR', 'PL', 'PU', 'H'];
    const post = (type: string, title: string, schedule: object) =>
      x.call('POST', API.operatorAnnouncements, { type, language: 'en', audience: 'all', title, content: '<p>x</p>', ...schedule });
    for (const type of types) {
      await post(type, `expired ${type}`, { startDate: minutes(-120), endDate: minutes(-60) });
      await post(type, `future ${type}`, { startDate: minutes(60) });
      await post(type, `current ${type}`, { startDate: minutes(-5), endDate: minutes(60) });
    }
    const value = (await x.guest(`${API.announcements}?types=PR,PL,PU,H&platform=M`, 'en')).json().value;
    const titles = ['promotion', 'player', 'popup', 'hot'].flatMap((k) => (value[k] as Array<{ title: string }>).map((a) => a.title));
    for (const type of types) {
      expect(titles).toContain(`current ${type}`);
      expect(titles).not.toContain(`expired ${type}`);
      expect(titles).not.toContain(`future ${type}`);
    }
  });

  it('shows a help entry only in its schedule', async () => {
    const post = (sort: number, title: string, schedule: object) =>
      x.call('POST', API.operatorHelpEntries, { language: 'en', sort, title, content: '<p>x</p>', ...schedule });
    await post(101, 'old help', { startDate: minutes(-120), endDate: minutes(-60) });
    await post(102, 'coming help', { startDate: minutes(60) });
    await post(103, 'current help', { endDate: minutes(60) });
    const titles = ((await x.guest(`${API.helpCenter}?device=MOBILE`, 'en')).json().value as Array<{ title: string }>).map((e) => e.title);
    expect(titles).toContain('current help');
    expect(titles).not.toContain('old help');
    expect(titles).not.toContain('coming help');
  });
});
