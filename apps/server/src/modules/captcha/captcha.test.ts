import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, manualClock, testDatabases, TEST_CAPTCHA, type TestApp } from '../../test/test-app.js';
import { CAPTCHA_BACKGROUND } from './captcha-drawing.js';
import { CAPTCHA_TTL_MS, checkCaptcha, randomCaptchaCode } from './captcha.service.js';

describe.each(testDatabases())('captcha on %s', (kind) => {
  let t: TestApp;
  const clock = manualClock();
  const deps = () => ({ db: t.database.db, clock: clock.now });
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
  });
  afterAll(() => t.close());

  const fresh = async (remoteAddress = '192.0.2.10') => {
    const res = await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress });
    expect(res.statusCode).toBe(200);
    return res.json().value as { captchaId: string; image: string };
  };

  it('draws an SVG image and never returns the answer', async () => {
    const captcha = await fresh();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(captcha.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(JSON.stringify(captcha)).not.toContain(TEST_CAPTCHA);
    expect(randomCaptchaCode()).toMatch(/^\d{4}$/);
  });

  it('draws dark strokes on a light card (captcha-image.test.ts tests the drawing)', async () => {
    const svg = Buffer.from((await fresh()).image.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain(`fill="${CAPTCHA_BACKGROUND}"`);
    expect(svg.match(/stroke="#/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('is single use, right or wrong', async () => {
    const a = await fresh();
    expect(await checkCaptcha(deps(), a.captchaId, TEST_CAPTCHA)).toBe(true);
    expect(await checkCaptcha(deps(), a.captchaId, TEST_CAPTCHA)).toBe(false);
    const b = await fresh();
    expect(await checkCaptcha(deps(), b.captchaId, '0000')).toBe(false);
    expect(await checkCaptcha(deps(), b.captchaId, TEST_CAPTCHA)).toBe(false);
  });

  it('expires after five minutes', async () => {
    const c = await fresh();
    clock.advance(CAPTCHA_TTL_MS + 1);
    expect(await checkCaptcha(deps(), c.captchaId, TEST_CAPTCHA)).toBe(false);
  });

  it('limits how many one address may ask for', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress: '192.0.2.99' })).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});
