import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import { contentApp, dataUrl, itemUrl, minutes, png, type ContentApp, type Headers } from './content.test-support.js';

const announcement = (extra: object = {}) => ({
  type: 'PL',
  language: 'pt',
  title: 'Aviso',
  content: '<p>x</p>',
  startDate: minutes(-1),
  ...extra,
});
const banner = (sort: number, extra: object = {}) => ({ groupName: 'm_reg', language: 'en', url: '/banners/x.png', sort, ...extra });
const help = (sort: number, extra: object = {}) => ({ language: 'en', sort, title: 'Help', content: '<p>h</p>', ...extra });

describe.each(testDatabases())('content operator calls on %s', (kind) => {
  let x: ContentApp;
  beforeAll(async () => {
    x = await contentApp(kind);
  });
  afterAll(() => x.close());

  it('refuses every content call to a role without content.read or content.manage, and audits none of them', async () => {
    const created = (await x.call('POST', API.operatorBanners, banner(90))).json().value as { id: number };
    const finance = await x.keyOf('finance');
    const auditor = await x.keyOf('auditor');
    const count = (await x.audit()).length;
    const reads = [API.operatorAnnouncements, API.operatorBanners, API.operatorHelpEntries, itemUrl(API.operatorBanner, created.id)];
    const changes: Array<['POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['POST', API.operatorAnnouncements, announcement()],
      ['PUT', itemUrl(API.operatorAnnouncement, 1), announcement()],
      ['DELETE', itemUrl(API.operatorAnnouncement, 1)],
      ['POST', API.operatorBanners, banner(91)],
      ['PUT', itemUrl(API.operatorBanner, created.id), banner(92)],
      ['DELETE', itemUrl(API.operatorBanner, created.id)],
      ['POST', API.operatorHelpEntries, help(91)],
      ['PUT', itemUrl(API.operatorHelpEntry, 1), help(92)],
      ['DELETE', itemUrl(API.operatorHelpEntry, 1)],
      ['POST', API.operatorContentImages, { image: dataUrl(png(4, 4)) }],
    ];
    const refused = async (method: string, url: string, payload: object | undefined, headers: Headers) => {
      const res = await x.call(method as 'GET', url, payload, headers);
      expect([res.statusCode, res.json().errorCode], `${method} ${url}`).toEqual([403, 'operator.permission.denied']);
    };
    for (const url of reads) await refused('GET', url, undefined, finance);
    for (const url of reads) expect((await x.call('GET', url, undefined, auditor)).statusCode, url).toBe(200);
    for (const [method, url, payload] of changes) await refused(method, url, payload, auditor);
    expect((await x.audit()).length).toBe(count);
    expect((await x.call('GET', itemUrl(API.operatorBanner, created.id))).json().value).toMatchObject({ sort: 90 });
  });

  it('writes each change to the audit trail, with what the object was before', async () => {
    const a = (await x.call('POST', API.operatorAnnouncements, announcement({ title: 'audited' }))).json().value as { id: number };
    await x.call('PUT', itemUrl(API.operatorAnnouncement, a.id), announcement({ title: 'audited 2' }));
    await x.call('DELETE', itemUrl(API.operatorAnnouncement, a.id));
    const b = (await x.call('POST', API.operatorBanners, banner(80))).json().value as { id: number };
    await x.call('PUT', itemUrl(API.operatorBanner, b.id), banner(81, { endDate: minutes(60) }));
    await x.call('DELETE', itemUrl(API.operatorBanner, b.id));
    const h = (await x.call('POST', API.operatorHelpEntries, help(80))).json().value as { id: number };
    await x.call('PUT', itemUrl(API.operatorHelpEntry, h.id), help(81, { title: 'Help 2' }));
    await x.call('DELETE', itemUrl(API.operatorHelpEntry, h.id));
    const upload = await x.call('POST', API.operatorContentImages, { image: dataUrl(png(8, 8, 0x11)) });
    expect(upload.statusCode, upload.body).toBe(200);

    const rows = await x.audit();
    const row = (action: string, objectId?: number) =>
      rows.find((r) => r.action === action && (objectId === undefined || r.objectId === String(objectId)));
    expect(row(`POST ${API.operatorAnnouncements}`)).toMatchObject({ before: null, after: { title: 'audited' } });
    expect(row(`PUT ${API.operatorAnnouncement}`, a.id)).toMatchObject({ before: { title: 'audited' }, after: { title: 'audited 2' } });
    expect(row(`DELETE ${API.operatorAnnouncement}`, a.id)).toMatchObject({ before: { title: 'audited 2' } });
    expect(row(`POST ${API.operatorBanners}`)).toMatchObject({ after: { sort: 80 } });
    expect(row(`PUT ${API.operatorBanner}`, b.id)).toMatchObject({ before: { sort: 80, endDate: null }, after: { sort: 81 } });
    expect(row(`DELETE ${API.operatorBanner}`, b.id)).toMatchObject({ before: { sort: 81 } });
    expect(row(`PUT ${API.operatorHelpEntry}`, h.id)).toMatchObject({ before: { title: 'Help' }, after: { title: 'Help 2' } });
    expect(row(`DELETE ${API.operatorHelpEntry}`, h.id)).toMatchObject({ before: { title: 'Help 2' } });
    expect(row(`POST ${API.operatorContentImages}`)).toMatchObject({ before: null, after: { image: expect.stringMatching(/^data:/) } });
  });

  it('removes scripts and event handlers from announcement and help HTML on save', async () => {
    const dirty =
      '<p onclick="steal()">Olá</p><script>alert(1)</script><img src="/banners/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)" onmouseover="x()">link</a><b>negrito</b>';
    for (const type of ['PR', 'PL', 'PU', 'A', 'H']) {
      const saved = await x.call('POST', API.operatorAnnouncements, announcement({ type, content: dirty, title: `<b>t</b> ${type}` }));
      expect(saved.statusCode, saved.body).toBe(200);
      const stored = (await x.call('GET', itemUrl(API.operatorAnnouncement, saved.json().value.id))).json().value;
      expect(stored.content).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:|alert\(1\)/i);
      expect(stored.content).toContain('<b>negrito</b>');
      expect(stored.content).toContain('<img src="/banners/x.png"');
      expect(stored.title).toBe(`t ${type}`);
    }
    const entry = (await x.call('POST', API.operatorHelpEntries, help(70, { content: dirty }))).json().value;
    expect(entry.content).not.toMatch(/<script|onclick|onerror|onmouseover|javascript:/i);
    expect(entry.content).toContain('Olá');
  });

  it('validates input with translated errors, never a 5xx', async () => {
    const bad = await x.call('POST', API.operatorBanners, banner(1, { groupName: 'm_nowhere' }));
    expect(bad.statusCode).toBe(400);
    const ends = await x.call('POST', API.operatorBanners, banner(1, { startDate: minutes(10), endDate: minutes(5) }));
    expect([ends.statusCode, ends.json().errorCode]).toEqual([400, 'request.invalid']);
    expect((await x.call('POST', API.operatorBanners, banner(1, { url: 'javascript:alert(1)' }))).statusCode).toBe(400);
    expect((await x.call('POST', API.operatorHelpEntries, help(1, { title: '' }))).statusCode).toBe(400);
    expect((await x.call('GET', itemUrl(API.operatorBanner, 999_999))).json().errorCode).toBe('content.not.found');
    const image = await x.call('POST', API.operatorContentImages, { image: 'not a data url' });
    expect([image.statusCode, image.json().message]).toEqual([400, expect.stringMatching(/PNG, JPEG ou WebP/)]);
  });
});
