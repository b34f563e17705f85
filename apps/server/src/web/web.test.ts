import { rmSync } from 'node:fs';
import { clientPaths } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createFakeWebDist, FAKE_INDEX_HTML } from '../test/web-dist.js';
import { DAY, IMMUTABLE, REVALIDATE } from './cache-control.js';

const html = { accept: 'text/html,application/xhtml+xml' };

// Serving files does not touch the database, so one engine is enough here.
describe('serving the web app', () => {
  let t: TestApp;
  const dist = createFakeWebDist();
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers index.html on every client path of the contract', async () => {
    for (const path of clientPaths) {
      const res = await t.app.inject({ url: path, headers: html });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(FAKE_INDEX_HTML);
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      expect(res.headers['content-type'], path).toContain('text/html');
    }
    expect((await t.app.inject({ url: '/m/slot-games?x=1', headers: { accept: '*/*' } })).statusCode).toBe(200);
  });

  it('falls back to index.html for unknown page navigations', async () => {
    for (const path of ['/m/nope', '/totally/unknown', '/m/home/extra?x=1']) {
      const res = await t.app.inject({ url: path, headers: html });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(FAKE_INDEX_HTML);
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
    }
  });

  it('does not answer the app for missing files, non-HTML requests or API paths', async () => {
    expect((await t.app.inject({ url: '/assets/missing-1.js', headers: html })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/m/nope', headers: { accept: 'application/json' } })).json()).toMatchObject({
      errorCode: 'request.not.found',
    });
    const api = await t.app.inject({ url: '/wps/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it('caches hashed assets for a year, the shell files never without revalidation, the rest for a day', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    for (const file of ['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe(REVALIDATE);
    }
    const banner = await t.app.inject({ url: '/banners/home-1.svg' });
    expect(banner.headers['cache-control']).toBe(DAY);
    expect(banner.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers HEAD on app paths', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/m/home', headers: html });
    expect(res.statusCode).toBe(200);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { webDistDir: '/nonexistent/dist' });
  });
  afterAll(() => t.close());

  it('starts and answers app paths with a translated notice', async () => {
    const pt = await t.app.inject({ url: '/m/home', headers: html });
    expect(pt.statusCode).toBe(503);
    expect(pt.headers['content-type']).toContain('text/html');
    expect(pt.body).toContain('npm run build');
    const en = await t.app.inject({ url: '/m/nope', headers: { ...html, 'accept-language': 'en' } });
    expect(en.body).toContain('The web app has not been built');
    expect(pt.body).not.toBe(en.body);
    expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
  });
});
