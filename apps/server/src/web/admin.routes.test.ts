import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createFakeAdminDist, createFakeWebDist, FAKE_INDEX_HTML } from '../test/web-dist.js';
import { ADMIN_NONCE_PLACEHOLDER } from './admin-page.js';
import { DAY, IMMUTABLE, REVALIDATE } from './cache-control.js';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The nonce a served page carries, checked against its CSP header. */
function nonceOf(res: { body: string; headers: Record<string, unknown> }): string {
  const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1] ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(res.body).not.toContain(ADMIN_NONCE_PLACEHOLDER);
  expect(res.body).toContain(`<script type="module" crossorigin nonce="${nonce}"`);
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(csp).toContain("script-src 'self';");
  return nonce;
}

// Serving files does not touch the database, so one engine is enough here.
describe('serving the back office under /admin', () => {
  let t: TestApp;
  const adminDist = createFakeAdminDist();
  const webDist = createFakeWebDist();
  beforeAll(async () => {
    t = await createTestApp('pglite', { adminDistDir: adminDist, webDistDir: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(adminDist, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers its page with a fresh nonce on /admin and on every page below it', async () => {
    const nonces = new Set<string>();
    for (const path of ['/admin', '/admin/', '/admin/login?reason=expired', '/admin/operators/edit/3']) {
      const res = await t.app.inject({ url: path, headers: html });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toContain('text/html');
      expect(res.headers['cache-control'], path).toBe(REVALIDATE);
      nonces.add(nonceOf(res));
    }
    expect(nonces.size).toBe(4);
    expect((await t.app.inject({ method: 'HEAD', url: '/admin/audit', headers: html })).statusCode).toBe(200);
  });

  it('caches hashed assets for a year and other files for a day', async () => {
    const script = await t.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('admin');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    expect((await t.app.inject({ url: '/admin/assets/index-abc123.css' })).headers['cache-control']).toBe(IMMUTABLE);
    const icon = await t.app.inject({ url: '/admin/favicon.svg' });
    expect(icon.headers['cache-control']).toBe(DAY);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('never sends the page without its nonce, and answers missing files and non-pages with 404', async () => {
    const raw = await t.app.inject({ url: '/admin/index.html', headers: html });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain(ADMIN_NONCE_PLACEHOLDER);
    expect((await t.app.inject({ url: '/admin/assets/missing-1.js', headers: html })).statusCode).toBe(404);
    const json = await t.app.inject({ url: '/admin/operators', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ success: false, errorCode: 'request.not.found' });
  });

  it('leaves the player site its own pages and fallback', async () => {
    const site = await t.app.inject({ url: '/m/home', headers: html });
    expect(site.body).toBe(FAKE_INDEX_HTML);
    expect((await t.app.inject({ url: '/administration', headers: html })).body).toBe(FAKE_INDEX_HTML);
  });
});

describe('without a back office build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { adminDistDir: '/nonexistent/admin-dist' });
  });
  afterAll(() => t.close());

  it('answers its pages with a translated notice', async () => {
    const pt = await t.app.inject({ url: '/admin/dashboard', headers: html });
    expect(pt.statusCode).toBe(503);
    expect(pt.body).toContain('O back office ainda não foi gerado');
    const en = await t.app.inject({ url: '/admin', headers: { ...html, 'accept-language': 'en' } });
    expect(en.body).toContain('The back office has not been built');
  });
});
