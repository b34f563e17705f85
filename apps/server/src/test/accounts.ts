import type { EncryptionKey } from '@app/contract';
import { API } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { sealForTest } from '../modules/crypto/seal-for-test.js';
import { humanProofHeaders } from './human-proof.js';
import { TEST_CAPTCHA, type TestApp } from './test-app.js';

/** A CPF with correct check digits, from random first nine digits. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const randomMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let addressCounter = 0;
/** A fresh client address, so per-address limits of one test do not leak into another. */
export const nextIp = () => `10.9.${Math.floor(addressCounter / 250) % 250}.${(addressCounter++ % 250) + 1}`;

export interface SendOptions {
  ip?: string;
  token?: string;
  language?: string;
  ts?: number;
  nonce?: string;
  /** The browser's device id header (x-device-id). */
  deviceId?: string;
  /** Guarded calls get a freshly solved human proof; false sends none (tests of the guard). */
  humanProof?: false;
}

/** The sealed calls behind the human check (the SMS and forgot-password calls are plain: their tests add humanProofHeaders). */
const HUMAN_CHECKED = new Set<string>([API.login, API.register, API.registerMobile]);

/** The account calls as the web client makes them: captcha fetched, human check solved, bodies sealed with the published key. */
export function accountClient(t: TestApp, clock: () => number = Date.now) {
  let key: EncryptionKey | undefined;
  const headersOf = (o: SendOptions) => ({
    ...(o.token && { authorization: `Bearer ${o.token}` }),
    ...(o.language && { language: o.language }),
    ...(o.deviceId && { 'x-device-id': o.deviceId }),
  });

  async function publicKey(): Promise<EncryptionKey> {
    key ??= (await t.app.inject({ method: 'GET', url: API.encryptionKey })).json().value as EncryptionKey;
    return key;
  }

  async function captcha(ip = nextIp()) {
    const res = await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress: ip });
    return { captchaId: res.json().value.captchaId as string, captcha: TEST_CAPTCHA };
  }

  async function sealed(method: 'POST' | 'PUT', url: string, payload: unknown, o: SendOptions = {}): Promise<LightMyRequestResponse> {
    const k = await publicKey();
    const envelope = sealForTest(k.publicKey, k.keyId, payload, { ts: o.ts ?? clock(), ...(o.nonce && { nonce: o.nonce }) });
    const proof = HUMAN_CHECKED.has(url) && o.humanProof !== false ? await humanProofHeaders(t) : {};
    return t.app.inject({
      method,
      url,
      remoteAddress: o.ip ?? nextIp(),
      headers: { ...envelope.headers, ...headersOf(o), ...proof },
      payload: envelope.payload,
    });
  }

  async function registrationPayload(overrides: Record<string, unknown> = {}) {
    return {
      username: `user_${Math.random().toString(36).slice(2, 10)}`,
      password: 'segredo123',
      confirmPassword: 'segredo123',
      ...(await captcha()),
      ageConfirmed: true,
      agreement: true,
      countryDialingCode: '+55',
      mobileNum: randomMobile(),
      idNumber: randomCpf(),
      birthday: '1990-05-17',
      ...overrides,
    };
  }

  async function register(overrides: Record<string, unknown> = {}, o: SendOptions = {}) {
    const payload = await registrationPayload(overrides);
    const res = await sealed('PUT', API.register, payload, o);
    return { res, payload };
  }

  const login = (username: string, password: string, o: SendOptions & { withCaptcha?: { captchaId: string; captcha: string } } = {}) =>
    sealed('POST', API.login, { type: 'username', username, password, ...o.withCaptcha }, o);

  const get = (url: string, o: SendOptions = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress: o.ip ?? nextIp(), headers: headersOf(o) });

  return { publicKey, captcha, sealed, registrationPayload, register, login, get, headersOf };
}
