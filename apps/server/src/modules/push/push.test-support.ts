import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushMessage } from '@app/contract';
import webpush from 'web-push';
import type { PushSettings } from './push.config.js';
import { webPushSender, type PushSender } from './push-sender.js';

/** A browser's side of a subscription: its P-256 key pair and auth secret, so a test reads what was pushed to it. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
export type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 (aes128gcm) decryption, as the browser does it. */
export function decryptPush(body: Buffer, browser: BrowserKeys): PushMessage {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as PushMessage;
}

export interface ReceivedPush {
  path: string;
  authorization: string;
  body: Buffer;
  /** What the service answered. */
  status: number;
}

/**
 * A push service on 127.0.0.1 over real HTTPS (a certificate made for the test): it records every POST and answers
 * each path with the status a test sets (201 unless told), so 404/410 and retries are exercised end to end.
 */
export async function startFakePushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'));
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = answers.get(path)?.shift() ?? 201;
      received.push({ path, authorization: String(request.headers.authorization ?? ''), body: Buffer.concat(chunks), status });
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The next answers of one path, in order (then 201 again). */
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    at: (path: string) => received.filter((r) => r.path === path),
    /** The real web-push sender, trusting this service's certificate. */
    sender: (keys: () => Promise<{ publicKey: string; privateKey: string }>): PushSender =>
      webPushSender({ keys, subject: 'mailto:push@test.example', agent: new Agent({ ca: cert }) }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/** Push settings of a test app: a fixed key pair, the local service trusted, retries without waiting. */
export function testPushSettings(): PushSettings {
  return {
    keys: { kind: 'env', pair: webpush.generateVAPIDKeys() },
    subject: 'mailto:push@test.example',
    serviceHosts: ['127.0.0.1', 'fcm.googleapis.com'],
    retryDelaysMs: [0],
  };
}
