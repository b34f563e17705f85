import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { CaptchaImage } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import { drawCaptcha } from './captcha-drawing.js';
import * as repository from './captcha.repository.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Where captcha answers come from; tests inject a known one since the image is not machine-readable. */
export type CaptchaCodeSource = () => string;
export const randomCaptchaCode: CaptchaCodeSource = () => String(randomInt(0, 10_000)).padStart(4, '0');

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

export async function createCaptcha(deps: ServiceDeps, codes: CaptchaCodeSource): Promise<CaptchaImage> {
  const captchaId = randomBytes(16).toString('base64url');
  const code = codes();
  const now = deps.clock();
  await repository.deleteExpiredCaptchas(deps.db, { now: new Date(now) });
  await repository.insertCaptcha(deps.db, { id: captchaId, codeHash: hashOf(captchaId, code), expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  const svg = drawCaptcha(code);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Single use: the captcha is gone after this call whatever the answer, so it cannot be guessed at. */
export async function checkCaptcha(deps: ServiceDeps, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const row = await repository.takeCaptcha(deps.db, { id: captchaId });
  if (!row || row.expiresAt.getTime() < deps.clock()) return false;
  return timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashOf(captchaId, answer), 'hex'));
}
