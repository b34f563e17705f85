import { API, decodeServicePath } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';

type Path = { title: string; channel: string; path: string };

/** The customer-service modal's channels are named in the player's language, through both calls that list them. */
describe.each(testDatabases())('service channel titles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, language: string) => t.app.inject({ url, remoteAddress: nextIp(), headers: { language } });
  const servicePaths = async (language: string) => (await get(API.customerService, language)).json().value.version.pathList as Path[];
  const statusChannels = async (language: string) =>
    (await get(API.systemStatus, language)).json().value.info.customerService.channels as Array<{ type: string; title: string }>;
  const titles = async (language: string) => ({
    service: (await servicePaths(language)).map((p) => [p.channel, p.title]),
    status: (await statusChannels(language)).map((c) => [c.type, c.title]),
  });

  it('names the seeded live chat "Chat ao vivo" in Portuguese and "Live chat" in English', async () => {
    const pt = [
      ['LIVECHAT', 'Chat ao vivo'],
      ['WHATSAPP', 'WhatsApp'],
      ['TELEGRAM', 'Telegram'],
    ];
    const en = [
      ['LIVECHAT', 'Live chat'],
      ['WHATSAPP', 'WhatsApp'],
      ['TELEGRAM', 'Telegram'],
    ];
    expect(await titles('pt')).toEqual({ service: pt, status: pt });
    expect(await titles('en')).toEqual({ service: en, status: en });
    // The language only renames: the live chat still opens the built-in chat.
    expect(decodeServicePath((await servicePaths('en'))[0]!.path)).toBe('/m/chat');
  });

  it('serves what the operator writes per language; an empty English title reads as the Portuguese one', async () => {
    const channels = [
      {
        type: 'LIVECHAT',
        csType: 'LIVECHAT',
        title: { pt: 'Fale conosco', en: 'Talk to us' },
        url: 'https://demo-bet.example.com/livechat',
      },
      { type: 'TELEGRAM', csType: null, title: { pt: 'Telegram', en: '' }, url: 'https://t.me/demo' },
    ];
    const put = await t.app.inject({
      method: 'PUT',
      url: `${API.operatorSettings}/customerService`,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      payload: { value: { channels } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await titles('pt')).service).toEqual([
      ['LIVECHAT', 'Fale conosco'],
      ['TELEGRAM', 'Telegram'],
    ]);
    expect((await titles('en')).status).toEqual([
      ['LIVECHAT', 'Talk to us'],
      ['TELEGRAM', 'Telegram'],
    ]);
    const read = await t.app.inject({ url: API.operatorSettings, remoteAddress: nextIp(), headers: operatorHeaders });
    expect(read.json().value.customerService.channels.map((c: { title: unknown }) => c.title)).toEqual(channels.map((c) => c.title));
  });

  it('still reads a channel stored with one plain title, as that title in every language', async () => {
    const old = { channels: [{ type: 'WHATSAPP', csType: null, title: 'Suporte', url: 'https://wa.me/5500000000000' }] };
    await t.database.db.execute(sql`update merchant_settings set value = ${JSON.stringify(old)}::jsonb where key = 'customerService'`);
    expect(await titles('pt')).toEqual({ service: [['WHATSAPP', 'Suporte']], status: [['WHATSAPP', 'Suporte']] });
    expect(await titles('en')).toEqual({ service: [['WHATSAPP', 'Suporte']], status: [['WHATSAPP', 'Suporte']] });
    const read = await t.app.inject({ url: API.operatorSettings, remoteAddress: nextIp(), headers: operatorHeaders });
    expect(read.json().value.customerService.channels[0].title).toEqual({ pt: 'Suporte', en: 'Suporte' });
  });
});
