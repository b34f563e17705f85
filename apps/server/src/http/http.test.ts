import { failureEnvelopeSchema } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, operatorHeaders, testDatabases, type TestApp } from '../test/test-app.js';
import { AppError } from './app-error.js';

describe.each(testDatabases())('HTTP behaviour on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      extend(app) {
        app.get('/wps/test/boom', { schema: { querystring: z.object({}) } }, async () => {
          throw new Error('secret internal detail at /srv/db');
        });
        app.get('/wps/test/denied', { schema: { querystring: z.object({}) } }, async () => {
          throw new AppError('permission.denied');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers unknown API paths with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/wps/nope'],
      ['POST', '/wps/nope'],
      ['GET', '/lgw/x'],
      ['DELETE', '/health'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(failureEnvelopeSchema.parse(res.json())).toMatchObject({ errorCode: 'request.not.found' });
    }
    const en = await t.app.inject({ url: '/wps/nope', headers: { language: 'en' } });
    expect(en.json().message).toBe('The requested address does not exist.');
  });

  it('answers a thrown AppError with its status', async () => {
    const res = await t.app.inject({ url: '/wps/test/denied', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, errorCode: 'permission.denied', message: 'No permission or feature unavailable.' });
  });

  it('hides internals of unexpected errors and logs them with the stack', async () => {
    const res = await t.app.inject({ url: '/wps/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, errorCode: 'system.unknown', message: 'Erro desconhecido. Tente novamente mais tarde.' });
    expect(res.body).not.toContain('secret internal detail');
    expect(t.logs()).toContain('secret internal detail');
    expect(t.logs()).toMatch(/"stack":"Error: secret internal detail/);
  });

  it('answers malformed JSON with a 400 envelope and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/maintenance',
      headers: { ...operatorHeaders, 'content-type': 'application/json' },
      payload: '{"enabled": tru',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorCode: 'request.invalid',
      message: 'Dados inválidos: corpo da requisição malformado',
    });
    expect(res.body).not.toMatch(/at |stack|SyntaxError/);
  });

  it('answers an oversized body with 413 and an unsupported type with 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/maintenance',
      headers: { ...operatorHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ enabled: true, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/maintenance',
      headers: { ...operatorHeaders, 'content-type': 'application/xml' },
      payload: '<enabled>true</enabled>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false, errorCode: 'request.unsupported.media' });
  });

  it('sends the security headers with a strict CSP', async () => {
    const res = await t.app.inject({ url: '/health' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['permissions-policy']).toContain('geolocation=()');
    expect(res.headers['permissions-policy']).toContain('microphone=()');
  });

  it('gives player API answers the headers that matter for data, not the document ones', async () => {
    const res = await t.app.inject({ url: '/wps/system/status' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['permissions-policy']).toContain('payment=()');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('echoes a sane incoming request id and replaces a bad one', async () => {
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'lb-1234abcd' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    const replaced = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(t.logs()).toContain('"reqId":"lb-1234abcd"');
  });

  it('never logs password fields or secrets from query strings', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/operator/maintenance',
      headers: operatorHeaders,
      payload: { enabled: true, password: 'hunter2-do-not-log', verificationCode: '987654' },
    });
    await t.app.inject({ url: '/wps/nope?token=tok-do-not-log&page=2' });
    const logs = t.logs();
    expect(logs).not.toContain('hunter2-do-not-log');
    expect(logs).not.toContain('987654');
    expect(logs).not.toContain('tok-do-not-log');
    expect(logs).toContain('/wps/nope?token=%5Bredacted%5D&page=2');
  });

  it('compresses large responses when asked', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
