import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { API, STORAGE_KEYS, type KycReview } from '@app/contract';
import { operatorCall, type RunningServer } from './server.js';

/**
 * The identity verification (KYC) as BR players go through it: the real screens once (the BR registration test and
 * kyc.spec.ts), the same calls through the API for the other BR tests, and the operator's approval.
 */

/** The name the sandbox register holds for a CPF it has no record of: the one typed at the CPF step. */
export const KYC_FULL_NAME = 'Ana Teste da Silva';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** A small real PNG (a soft gradient): what the sandbox's liveness check takes for a photo of reasonable size. */
export function testPng(width = 320, height = 400): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) rows.set([120 + (x % 100), 90 + (y % 120), 160], at + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: testPng() });

/** The pending review of a player, found in the back office's queue by username. */
export async function pendingReview(server: RunningServer, username: string): Promise<KycReview> {
  const res = await fetch(`${server.url}${API.operatorKycReviews}?queue=pending&limit=100`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  const { value } = (await res.json()) as { value: KycReview[] };
  const review = value.find((row) => row.username === username);
  if (!review) throw new Error(`no pending identity review for ${username}`);
  return review;
}

/** The operator's approval through the operator API (the back office's own screens are driven in kyc.spec.ts). */
export async function approveIdentity(server: RunningServer, username: string): Promise<void> {
  const { memberId } = await pendingReview(server, username);
  const res = await operatorCall(server, 'POST', API.operatorPlayerKycDocument.replace(':id', String(memberId)), { decision: 'approve' });
  expect(res.status).toBe(200);
}

/** The three steps on the site's screens (at the page's viewport), then the operator's approval; ends on "verified". */
export async function verifyIdentityOnScreens(page: Page, server: RunningServer, username: string): Promise<void> {
  await page.goto('/m/verifyIdentity');
  await page.getByTestId('field-fullName').fill(KYC_FULL_NAME);
  await page.getByTestId('kyc-cpf-submit').click();
  await expect(page.getByTestId('kyc-step-cpf-state')).toHaveText('Concluída');
  await page.getByTestId('kyc-file-selfie').setInputFiles(pngFile('selfie.png'));
  await page.getByTestId('kyc-selfie-submit').click();
  await expect(page.getByTestId('kyc-step-selfie-state')).toHaveText('Concluída');
  await page.getByTestId('kyc-file-front').setInputFiles(pngFile('rg-frente.png'));
  await page.getByTestId('kyc-file-back').setInputFiles(pngFile('rg-verso.png'));
  await page.getByTestId('kyc-document-submit').click();
  await expect(page.getByTestId('kyc-in-review')).toBeVisible();
  await approveIdentity(server, username);
  await page.reload();
  await expect(page.getByTestId('kyc-verified')).toBeVisible();
}

/** The same steps through the player's API with the page's session (for BR tests about something else). */
export async function verifyIdentityByApi(page: Page, server: RunningServer, username: string): Promise<void> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string }).token,
    STORAGE_KEYS.session,
  );
  const call = async (path: string, body: object) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    return ((await res.json()) as { value: unknown }).value;
  };
  const image = `data:image/png;base64,${testPng().toString('base64')}`;
  await call(API.kycCpf, { fullName: KYC_FULL_NAME });
  const { sessionId } = (await call(API.kycLiveness, {})) as { sessionId: string };
  await call(API.kycLivenessSelfie.replace(':sessionId', sessionId), { image });
  await call(API.kycDocument, { kind: 'rg', front: image, back: image });
  await approveIdentity(server, username);
}
