import { afterEach, describe, expect, it } from 'vitest';
import { startLocalHttp, sendJson, type LocalHttpServer } from '../../test/local-http.js';
import { serproCpfRegistry, serproDate } from './cpf-registry-http.js';
import { RegistryUnavailable } from './cpf-registry.js';
import { imageDimensions, sniffDocument, sniffImage } from './file-type.js';
import { png } from './kyc.test-support.js';
import { LivenessUnavailable } from './liveness-check.js';
import { httpLiveness, livenessReference } from './liveness-http.js';
import { scoreSelfie } from './liveness-sandbox.js';

const CPF = '52998224725';

describe('the Serpro Consulta CPF adapter', () => {
  let server: LocalHttpServer | undefined;
  afterEach(async () => server?.close());

  /** A fake Serpro: the token endpoint, then `answer` for the CPF call; records what was asked. */
  async function serpro(answer: (attempt: number) => { status: number; body?: unknown }) {
    const seen: Array<{ url: string; authorization: string | undefined; body: string }> = [];
    let attempts = 0;
    let tokens = 0;
    server = await startLocalHttp((request, body, response) => {
      seen.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      if (request.url === '/token') return sendJson(response, 200, { access_token: `token-${(tokens += 1)}`, expires_in: 3600 });
      const { status, body: json } = answer((attempts += 1));
      return sendJson(response, status, json ?? {});
    });
    const registry = serproCpfRegistry({
      url: `${server.url}/consulta-cpf-df/v2`,
      tokenUrl: `${server.url}/token`,
      clientId: 'key',
      clientSecret: 'secret',
      timeoutMs: 500,
    });
    return { registry, seen };
  }

  it('reads a record: the status code, the name, the birth date written DDMMAAAA; one token for several calls', async () => {
    const record = {
      ni: CPF,
      nome: 'MARIA JOSE DA SILVA',
      situacao: { codigo: '4', descricao: 'PENDENTE DE REGULARIZACAO' },
      nascimento: '17051990',
    };
    const { registry, seen } = await serpro(() => ({ status: 200, body: record }));
    const answer = { kind: 'found', status: 'pending', name: 'MARIA JOSE DA SILVA', birthDate: '1990-05-17' };
    expect(await registry.lookup({ merchantId: 1, cpf: CPF })).toEqual(answer);
    expect(await registry.lookup({ merchantId: 1, cpf: CPF })).toEqual(answer);
    expect(seen.map((s) => s.url)).toEqual(['/token', `/consulta-cpf-df/v2/cpf/${CPF}`, `/consulta-cpf-df/v2/cpf/${CPF}`]);
    expect(seen[0]).toMatchObject({
      authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
      body: 'grant_type=client_credentials',
    });
    expect(seen[1]!.authorization).toBe('Bearer token-1');
  });

  it('maps every status code, and 206 like 200', async () => {
    const codes = { '0': 'regular', '2': 'suspended', '3': 'deceased', '4': 'pending', '5': 'cancelled', '8': 'null', '9': 'cancelled' };
    for (const [codigo, status] of Object.entries(codes)) {
      const { registry } = await serpro(() => ({ status: 206, body: { nome: 'X Y', situacao: { codigo }, nascimento: '01011980' } }));
      expect(await registry.lookup({ merchantId: 1, cpf: CPF })).toMatchObject({ kind: 'found', status });
      await server?.close();
    }
  });

  it('answers not found (404) and a minor withheld (422); renews the token once on 401', async () => {
    expect(await (await serpro(() => ({ status: 404 }))).registry.lookup({ merchantId: 1, cpf: CPF })).toEqual({ kind: 'not_found' });
    await server?.close();
    expect(await (await serpro(() => ({ status: 422 }))).registry.lookup({ merchantId: 1, cpf: CPF })).toEqual({ kind: 'minor' });
    await server?.close();
    const { registry, seen } = await serpro((n) => (n === 1 ? { status: 401 } : { status: 404 }));
    expect(await registry.lookup({ merchantId: 1, cpf: CPF })).toEqual({ kind: 'not_found' });
    expect(seen.filter((s) => s.url === '/token')).toHaveLength(2);
  });

  it('turns an outage, a refusal, an unreadable answer and a timeout into RegistryUnavailable', async () => {
    const cases: Array<[{ status: number; body?: unknown }, string]> = [
      [{ status: 500 }, 'down'],
      [{ status: 403 }, 'refused'],
      [{ status: 200, body: { nome: 'X', situacao: { codigo: '7' }, nascimento: '01011980' } }, 'malformed'],
      [{ status: 200, body: { situacao: { codigo: '0' } } }, 'malformed'],
    ];
    for (const [answer, reason] of cases) {
      const { registry } = await serpro(() => answer);
      await expect(registry.lookup({ merchantId: 1, cpf: CPF })).rejects.toMatchObject({ name: 'RegistryUnavailable', reason });
      await server?.close();
    }
    server = await startLocalHttp(() => undefined);
    const slow = serproCpfRegistry({ url: server.url, tokenUrl: `${server.url}/token`, clientId: 'k', clientSecret: 's', timeoutMs: 100 });
    await expect(slow.lookup({ merchantId: 1, cpf: CPF })).rejects.toBeInstanceOf(RegistryUnavailable);
    expect(serproDate('31121999')).toBe('1999-12-31');
    expect(serproDate('1999-12-31')).toBeUndefined();
  });
});

describe('the liveness session API adapter', () => {
  let server: LocalHttpServer | undefined;
  afterEach(async () => server?.close());

  it('opens a session with an opaque reference and reads its result against the minimum score', async () => {
    const bodies: unknown[] = [];
    const results: Record<string, unknown> = {
      'sess-created': { status: 'IN_PROGRESS', confidence: null },
      'sess-passed': { status: 'SUCCEEDED', confidence: 97.6 },
      'sess-low': { status: 'SUCCEEDED', confidence: 42 },
      'sess-failed': { status: 'FAILED', confidence: 12 },
      'sess-expired': { status: 'EXPIRED' },
    };
    server = await startLocalHttp((request, body, response) => {
      if (request.headers.authorization !== `Bearer ${'k'.repeat(32)}`) return sendJson(response, 401, {});
      if (request.method === 'POST') {
        bodies.push(JSON.parse(body));
        return sendJson(response, 201, { sessionId: 'sess-created', captureUrl: 'https://liveness.example/capture/sess-created' });
      }
      const id = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
      return id in results ? sendJson(response, 200, results[id]) : sendJson(response, 404, {});
    });
    const liveness = httpLiveness({
      url: `${server.url}/v1`,
      apiKey: 'k'.repeat(32),
      minScore: 80,
      returnUrl: 'https://site.example/m/verifyIdentity',
    });
    expect(await liveness.startSession({ merchantId: 1, memberId: 7 })).toEqual({
      sessionId: 'sess-created',
      captureUrl: 'https://liveness.example/capture/sess-created',
    });
    expect(bodies[0]).toEqual({ reference: livenessReference(1, 7, 'k'.repeat(32)), returnUrl: 'https://site.example/m/verifyIdentity' });
    expect(await liveness.result('sess-created')).toEqual({ status: 'pending' });
    expect(await liveness.result('sess-passed')).toEqual({ status: 'complete', passed: true, score: 98 });
    expect(await liveness.result('sess-low')).toEqual({ status: 'complete', passed: false, score: 42 });
    expect(await liveness.result('sess-failed')).toEqual({ status: 'complete', passed: false, score: 12 });
    expect(await liveness.result('sess-expired')).toEqual({ status: 'expired' });
    expect(await liveness.result('unknown-1')).toEqual({ status: 'expired' });
    const wrongKey = httpLiveness({ url: `${server.url}/v1`, apiKey: 'x'.repeat(32), minScore: 80 });
    await expect(wrongKey.result('sess-passed')).rejects.toBeInstanceOf(LivenessUnavailable);
  });
});

describe('uploaded files', () => {
  it('are typed by their first bytes, and images sized from their headers', () => {
    const image = png(300, 200);
    expect(sniffImage(image)).toBe('image/png');
    expect(imageDimensions(image)).toEqual({ width: 300, height: 200 });
    expect(sniffDocument(Buffer.from('%PDF-1.4\n%…'))).toBe('application/pdf');
    expect(sniffImage(Buffer.from('%PDF-1.4\n%…'))).toBeUndefined();
    expect(sniffDocument(Buffer.from('MZ\x90\x00 not a photo'))).toBeUndefined();
    // A JPEG: SOI, an APP0 segment, then a baseline frame of 640×480.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03]);
    expect(imageDimensions(jpeg)).toEqual({ width: 640, height: 480 });
    const webp = Buffer.alloc(32);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(799, 24, 3);
    webp.writeUIntLE(599, 27, 3);
    expect(imageDimensions(webp)).toEqual({ width: 800, height: 600 });
  });

  it('score in the sandbox: a real photo passes, a thumbnail or a non-image fails, the switch fails everything', () => {
    expect(scoreSelfie(png(480, 640), false)).toBeGreaterThanOrEqual(90);
    expect(scoreSelfie(png(480, 640), false)).toBe(scoreSelfie(png(480, 640), false));
    expect(scoreSelfie(png(48, 48), false)).toBe(20);
    expect(scoreSelfie(Buffer.from('hello'), false)).toBe(0);
    expect(scoreSelfie(Buffer.alloc(0), false)).toBe(0);
    expect(scoreSelfie(png(480, 640), true)).toBe(10);
  });
});
