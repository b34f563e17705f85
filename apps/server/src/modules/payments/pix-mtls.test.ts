import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { efiEnvioOverHttp } from './efi-envio-http.js';
import { efiPayoutProvider } from './efi-payout-provider.js';
import { createHttpPixProvider } from './pix-http-adapter.js';
import { createPspHttpClient } from './psp-http-client.js';

/**
 * Real PSPs accept API Pix calls only over mutual TLS. A PSP stand-in here:
 * an HTTPS server whose certificate and the client's are signed by a CA made
 * for the test (openssl), refusing connections without a client certificate.
 */
const dir = mkdtempSync(join(tmpdir(), 'pix-mtls-'));
const file = (name: string) => join(dir, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });

function issue(name: string, subject: string, extensions: string) {
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-subj', subject, '-out', `${name}.csr`);
  writeFileSync(file(`${name}.ext`), extensions);
  openssl(
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.crt`,
  );
}

/** The PSP's side: Efí's token, Pix Envio and cob endpoints, noting who called (the client certificate's CN) and what. */
function fakePsp(seen: Array<string | undefined>, paths: string[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const peer = (req.socket as import('node:tls').TLSSocket).getPeerCertificate();
    seen.push(peer.subject ? String(peer.subject.CN) : undefined);
    paths.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    // Efí's token endpoint sits outside /v2 (PIX_OAUTH_URL); other PSPs put it under the API base.
    if (req.url === '/v2/oauth/token' || req.url === '/oauth/token')
      return res.end(JSON.stringify({ access_token: 'token-1', expires_in: 300 }));
    if (req.method === 'PUT' && req.url === '/v2/gn/pix/W1') {
      res.statusCode = 201;
      return res.end(
        JSON.stringify({
          idEnvio: 'W1',
          e2eId: 'E0908935620260101APIabc',
          valor: '20.00',
          horario: { solicitacao: new Date().toISOString() },
          status: 'EM_PROCESSAMENTO',
        }),
      );
    }
    if (req.method === 'GET' && req.url === '/v2/gn/pix/enviados/id-envio/W1') {
      return res.end(
        JSON.stringify({
          endToEndId: 'E0908935620260101APIabc',
          idEnvio: 'W1',
          valor: '20.00',
          chave: 'pix@demo-bet.example',
          status: 'REALIZADO',
          horario: { solicitacao: new Date().toISOString() },
          favorecido: { chave: 'maria@example.com' },
        }),
      );
    }
    if (req.method === 'PUT' && req.url?.startsWith('/v2/cob/')) {
      return res.end(
        JSON.stringify({
          txid: req.url.slice('/v2/cob/'.length),
          status: 'ATIVA',
          valor: { original: '10.00' },
          pixCopiaECola: '000201test',
          calendario: { criacao: new Date().toISOString(), expiracao: 600 },
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  };
}

describe('PIX HTTP adapter with mutual TLS', () => {
  let server: Server;
  let apiUrl: string;
  const seen: Array<string | undefined> = [];
  const paths: string[] = [];

  beforeAll(async () => {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-subj',
      '/CN=Test PSP CA',
      '-days',
      '2',
      '-out',
      'ca.crt',
    );
    issue('server', '/CN=localhost', 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
    issue('client', '/CN=demo-bet', 'extendedKeyUsage=clientAuth\n');
    server = createServer(
      {
        key: readFileSync(file('server.key')),
        cert: readFileSync(file('server.crt')),
        ca: readFileSync(file('ca.crt')),
        requestCert: true,
        rejectUnauthorized: true,
      },
      fakePsp(seen, paths),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('presents the client certificate from the configured files and talks API Pix over it', async () => {
    const config = loadConfig({
      PIX_PROVIDER: 'http',
      PIX_API_URL: apiUrl,
      PIX_CLIENT_ID: 'id',
      PIX_CLIENT_SECRET: 'secret',
      PIX_KEY: 'pix@demo-bet.example',
      PIX_WEBHOOK_SECRET: 'a'.repeat(32),
      PIX_CLIENT_CERT: file('client.crt'),
      PIX_CLIENT_KEY: file('client.key'),
      PIX_CA: file('ca.crt'),
    });
    expect(config.pix.tls?.cert).toContain('BEGIN CERTIFICATE');
    const pix = createHttpPixProvider({ apiUrl, clientId: 'id', clientSecret: 'secret', tls: config.pix.tls! });
    const cob = await pix.createCharge('a'.repeat(32), {
      calendario: { expiracao: 600 },
      valor: { original: '10.00' },
      chave: 'pix@demo-bet.example',
    });
    expect(cob).toMatchObject({ txid: 'a'.repeat(32), status: 'ATIVA' });
    expect(seen).toEqual(['demo-bet', 'demo-bet']);
  });

  it("pays out through Efí's Pix Envio over the same certificate, with the token from PIX_OAUTH_URL", async () => {
    const origin = apiUrl.replace(/\/v2$/, '');
    const config = loadConfig({
      PIX_PROVIDER: 'http',
      PIX_API_URL: apiUrl,
      PIX_OAUTH_URL: `${origin}/oauth/token`,
      PIX_CLIENT_ID: 'id',
      PIX_CLIENT_SECRET: 'secret',
      PIX_KEY: 'pix@demo-bet.example',
      PIX_WEBHOOK_SECRET: 'a'.repeat(32),
      PIX_CLIENT_CERT: file('client.crt'),
      PIX_CLIENT_KEY: file('client.key'),
      PIX_CA: file('ca.crt'),
    });
    const client = createPspHttpClient({
      apiUrl,
      oauthUrl: config.pix.oauthUrl,
      clientId: 'id',
      clientSecret: 'secret',
      tls: config.pix.tls!,
    });
    seen.length = 0;
    paths.length = 0;
    const result = await efiPayoutProvider(efiEnvioOverHttp(client), config.pix.pixKey).send({
      id: 'W1',
      pixKey: 'maria@example.com',
      pixKeyType: 'EMAIL',
      amount: '20.00',
      holder: { name: 'Maria', cpf: '52998224725' },
    });
    expect(result).toEqual({ status: 'paid', endToEndId: 'E0908935620260101APIabc' });
    expect(paths).toEqual(['POST /oauth/token', 'PUT /v2/gn/pix/W1', 'GET /v2/gn/pix/enviados/id-envio/W1']);
    expect(seen).toEqual(['demo-bet', 'demo-bet', 'demo-bet']);
  });

  it('cannot reach the PSP without the client certificate', async () => {
    const ca = readFileSync(file('ca.crt'), 'utf8');
    // Trusting the PSP's CA but presenting no certificate of its own: the handshake is refused.
    const { Agent, fetch } = await import('undici');
    const noCert = ((input: string, init?: RequestInit) =>
      fetch(input, { ...(init as object), dispatcher: new Agent({ connect: { ca } }) })) as unknown as typeof globalThis.fetch;
    const pix = createHttpPixProvider({ apiUrl, clientId: 'id', clientSecret: 'secret', fetch: noCert });
    await expect(pix.getCharge('b'.repeat(32))).rejects.toThrow();
  });

  it('refuses a certificate without its key and an unreadable file at start', () => {
    expect(() => loadConfig({ PIX_CLIENT_CERT: file('client.crt') })).toThrow(ConfigError);
    expect(() => loadConfig({ PIX_CLIENT_CERT: file('missing.crt'), PIX_CLIENT_KEY: file('client.key') })).toThrow(/cannot read/);
  });
});
