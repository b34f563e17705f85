import { API, settingPath, whitelabelFlags, type EditableSettingKey, type OperatorRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { settingDefaults } from './merchant-settings.js';

type Method = 'GET' | 'PUT';

const allFlags = (on: boolean) => Object.fromEntries(whitelabelFlags.map((f) => [f, on]));

/** For each setting: a value an operator may write, one the server must refuse, and the field the refusal names. */
const cases: Array<{ key: EditableSettingKey; good: unknown; bad: unknown; path: string; code: string }> = [
  { key: 'siteName', good: { pt: 'Casa Nova', en: 'New House' }, bad: { pt: '', en: 'x' }, path: 'value.pt', code: 'too_small' },
  { key: 'about', good: { pt: 'Sobre nós', en: 'About us' }, bad: { pt: 'a', en: 'b', fr: 'c' }, path: 'value', code: 'unrecognized_keys' },
  { key: 'whitelabel', good: allFlags(true), bad: { ...allFlags(true), SECPRIV: undefined }, path: 'value.SECPRIV', code: 'required' },
  {
    key: 'register',
    good: [{ field: 'email', enabled: true, required: false, pattern: '^\\S+@\\S+$', messageKey: 'in_email_incorrect' }],
    bad: [{ field: 'email', enabled: true, required: false, pattern: '([a-z', messageKey: null }],
    path: 'value.0.pattern',
    code: 'pattern.format',
  },
  {
    key: 'customerService',
    good: {
      channels: [{ type: 'WHATSAPP', csType: null, title: { pt: 'Atendimento', en: 'Support' }, url: 'https://wa.me/5511999999999' }],
    },
    bad: { channels: [{ type: 'WHATSAPP', csType: null, title: { pt: 'WhatsApp', en: '' }, url: 'javascript:alert(1)' }] },
    path: 'value.channels.0.url',
    code: 'url.format',
  },
  {
    key: 'liveChat',
    good: { externalUrl: 'https://chat.example.com/demo' },
    bad: { externalUrl: 'http://chat.example.com/demo' },
    path: 'value.externalUrl',
    code: 'url.format',
  },
  {
    key: 'resources',
    good: { downloads: [], social: [{ type: 'YOUTUBE', url: 'https://youtube.com/@demo' }] },
    bad: {
      downloads: [],
      social: [
        { type: 'YOUTUBE', url: 'https://youtube.com/@a' },
        { type: 'YOUTUBE', url: 'https://youtube.com/@b' },
      ],
    },
    path: 'value.social',
    code: 'duplicate.entry',
  },
  { key: 'imageCDNs', good: ['', 'https://cdn.example.com'], bad: [], path: 'value', code: 'too_small' },
  {
    key: 'mobileTemplate',
    good: { mem_cen: '0', dep_func: '1' },
    bad: { mem_cen: '2', dep_func: '1' },
    path: 'value.mem_cen',
    code: 'invalid_value',
  },
  { key: 'agentWhitelist', good: ['teamOverview', 'redRain'], bad: ['teamOverview', 'casino'], path: 'value.1', code: 'invalid_value' },
  { key: 'singleSession', good: false, bad: 'no', path: 'value', code: 'invalid_type' },
];

describe.each(testDatabases())('merchant settings in the back office on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload !== undefined && { payload: payload as object }) });
  const keyOf = async (role: OperatorRole) => {
    const created = await t.app.inject({
      method: 'POST',
      url: API.operatorApiKeys,
      headers: operatorHeaders,
      payload: { name: `settings ${role}`, role },
    });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const auditRows = async () =>
    (await call('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<{ action: string; before: unknown; after: unknown }>;
  const status = async (language = 'pt') => (await t.app.inject({ url: API.systemStatus, headers: { language } })).json().value;

  it('reads every editable setting as the merchant has it, red rain on the agents whitelist', async () => {
    const res = await call('GET', API.operatorSettings);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.siteName).toEqual({ pt: 'Demo Bet', en: 'Demo Bet' });
    expect(value.whitelabel.CBS3).toBe(true);
    expect(value.singleSession).toBe(true);
    expect(value.agentWhitelist).toContain('redRain');
    expect(settingDefaults.agentWhitelist).toContain('redRain');
  });

  it('writes the site name: the player status shows it at once and the audit trail keeps before and after', async () => {
    const res = await call('PUT', settingPath('siteName'), { value: { pt: '  Casa da Sorte ', en: 'Lucky House' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({ value: { pt: 'Casa da Sorte', en: 'Lucky House' } });
    expect((await status('pt')).info.siteName).toBe('Casa da Sorte');
    expect((await status('en')).info.siteName).toBe('Lucky House');
    const row = (await auditRows()).find((r) => r.action === `PUT ${settingPath('siteName')}`);
    expect(row).toMatchObject({
      before: { value: { pt: 'Demo Bet', en: 'Demo Bet' } },
      after: { value: { pt: 'Casa da Sorte', en: 'Lucky House' } },
    });
  });

  it.each(cases)(
    '$key: a good value is stored and audited, a bad one refused with a translated 400',
    async ({ key, good, bad, path, code }) => {
      const before = (await call('GET', API.operatorSettings)).json().value[key];
      const pt = await call('PUT', settingPath(key), { value: bad }, { ...operatorHeaders, language: 'pt' });
      const en = await call('PUT', settingPath(key), { value: bad }, { ...operatorHeaders, language: 'en' });
      expect(pt.statusCode, pt.body).toBe(400);
      expect(pt.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(pt.json().data.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
      expect(pt.json().message).not.toBe(en.json().message);
      expect((await call('GET', API.operatorSettings)).json().value[key]).toEqual(before);

      const saved = await call('PUT', settingPath(key), { value: good });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call('GET', API.operatorSettings)).json().value[key]).toEqual(good);
      const row = (await auditRows()).find((r) => r.action === `PUT ${settingPath(key)}`);
      expect(row?.before).toEqual({ value: before });
    },
  );

  it('the player site follows the written settings: flags, links, the chat service and single session', async () => {
    const info = (await status()).info;
    expect(info.whitelabel).toEqual(allFlags(true));
    expect(info.resources.social).toEqual([{ type: 'YOUTUBE', url: 'https://youtube.com/@demo' }]);
    expect(info.imageCDNs).toEqual(['', 'https://cdn.example.com']);
    expect(info.mobileTemplate).toEqual({ mem_cen: '0', dep_func: '1' });
    expect(info.register.map((r: { field: string }) => r.field)).toEqual(['email']);
  });

  it('refuses an operator without the permission and writes no audit row', async () => {
    const [auditor, content, finance] = [await keyOf('auditor'), await keyOf('content'), await keyOf('finance')];
    expect((await call('GET', API.operatorSettings, undefined, auditor)).statusCode).toBe(200);
    expect((await call('GET', API.operatorSettings, undefined, content)).statusCode).toBe(200);
    const count = (await auditRows()).length;
    const refused = await call('PUT', settingPath('singleSession'), { value: true }, auditor);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    const alsoRefused = await call('PUT', settingPath('siteName'), { value: { pt: 'X', en: 'X' } }, content);
    expect([alsoRefused.statusCode, alsoRefused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    expect((await call('GET', API.operatorSettings, undefined, finance)).json().errorCode).toBe('operator.permission.denied');
    expect((await auditRows()).length).toBe(count);
    expect((await call('GET', API.operatorSettings)).json().value.singleSession).toBe(false);
  });
});
