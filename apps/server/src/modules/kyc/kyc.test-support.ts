import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { API, type Jurisdiction, type KycReview, type KycStatus } from '@app/contract';
import { expect } from 'vitest';
import { loadConfig, type AppConfig } from '../../config.js';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { manualClock, operatorHeaders, type DatabaseKind, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { markIdentityVerified } from '../protection/protection.service.js';
import { playerIdOf } from '../seamless/seamless-player.js';

/** The name the fixture's members give at the CPF step (the sandbox holds an unknown CPF under it). */
export const FULL_NAME = 'Maria José da Silva';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width`×`height` grey pixels: what a camera's photo is to the sandbox, or a thumbnail when small. */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
export const SELFIE = dataUrl(png(480, 640));
export const PDF = dataUrl(
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  'application/pdf',
);

/** Another member's test of a flag only: the identity verified or not, as the protection module holds it. */
export function verifyIdentityOf(
  t: TestApp,
  m: { merchantId: number; memberId: number },
  clock: () => number = Date.now,
  at: Date | null = new Date(clock()),
) {
  return markIdentityVerified({ db: t.database.db, clock }, { merchantId: m.merchantId, memberId: m.memberId }, at);
}

/**
 * The identity suites' app (its files in a folder of its own, a clock the test moves, a test vendor for bets) and
 * their calls: the player's steps, the operator's review and sandbox, the jurisdiction switch.
 */
export async function kycFixture(kind: DatabaseKind, kyc: Partial<AppConfig['kyc']> = {}) {
  const clock = manualClock();
  const filesDir = mkdtempSync(join(tmpdir(), 'kyc-files-'));
  const config = { seamlessVendors: [TEST_VENDOR], kyc: { ...loadConfig({}).kyc, filesDir, ...kyc } };
  const t: TestApp = await createPaymentsApp(kind, clock.now, { config });
  const f = paymentsFixture(t, clock.now);
  const provider = providerCalls(t);
  let seq = 0;

  const operator = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const switchTo = async (jurisdiction: Jurisdiction) => {
    expect((await operator('PUT', API.operatorJurisdiction, { jurisdiction })).statusCode).toBe(200);
    // The profile is read through a one-second cache.
    clock.advance(1_001);
  };
  const kycOf = async (m: PaymentsMember) => (await f.call('GET', API.kyc, m.token)).json().value as KycStatus;
  const checkCpf = (m: PaymentsMember, body: object = { fullName: FULL_NAME }) => f.call('POST', API.kycCpf, m.token, body);
  const startLiveness = (m: PaymentsMember) => f.call('POST', API.kycLiveness, m.token, {});
  const selfie = async (m: PaymentsMember, image = SELFIE, sessionId?: string) => {
    const id = sessionId ?? ((await startLiveness(m)).json().value.sessionId as string);
    return f.call('POST', API.kycLivenessSelfie.replace(':sessionId', id), m.token, { image });
  };
  const document = (m: PaymentsMember, front = SELFIE, back = PDF, kind = 'rg') =>
    f.call('POST', API.kycDocument, m.token, { kind, front, back });
  const review = async (m: PaymentsMember) =>
    (await operator('GET', API.operatorPlayerKyc.replace(':id', String(m.memberId)))).json().value as KycReview;
  const decide = (m: PaymentsMember, decision: object, headers = operatorHeaders) =>
    operator('POST', API.operatorPlayerKycDocument.replace(':id', String(m.memberId)), decision, headers);
  /** The three steps through the player's calls and an operator's approval. */
  const verify = async (m: PaymentsMember) => {
    expect((await checkCpf(m)).statusCode).toBe(200);
    expect((await selfie(m)).statusCode).toBe(200);
    expect((await document(m)).statusCode).toBe(200);
    expect((await decide(m, { decision: 'approve' })).statusCode).toBe(200);
  };
  const bet = (m: PaymentsMember, amount: string) =>
    provider(
      'bet',
      {
        playerId: playerIdOf(m.merchantId, m.memberId),
        gameCode: 'demo-slot',
        currency: 'BRL',
        transactionId: `kyc-bet-${(seq += 1)}`,
        roundId: `kyc-round-${seq}`,
        amount,
      },
      { now: clock.now() },
    );

  return { t, f, clock, filesDir, operator, switchTo, kycOf, checkCpf, startLiveness, selfie, document, review, decide, verify, bet };
}
