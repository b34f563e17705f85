import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CaptchaImage } from '@app/contract';
import type { ServiceDeps } from '../../infra/deps.js';
import * as repository from './captcha.repository.js';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

// svg-captcha's callable export (draw a given text) is missing from its typings.
const drawText = createRequire(import.meta.url)('svg-captcha') as (text: string, options: object) => string;

/** Where captcha answers come from; tests inject a known one since the image is not machine-readable. */
export type CaptchaCodeSource = () => string;
export const randomCaptchaCode: CaptchaCodeSource = () => String(randomInt(0, 10_000)).padStart(4, '0');

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Light card, dark digits: readable on the light and the dark theme alike.
 * svg-captcha's own `background` option forces random mid-lightness colours
 * (poor contrast), so the image is drawn in greys (digits #000-#444, noise
 * lines #111-#999) and the background rectangle is added here.
 */
export const CAPTCHA_BACKGROUND = '#f4f6fb';
const withBackground = (svg: string) => svg.replace(/^(<svg[^>]*>)/, `$1<rect width="100%" height="100%" rx="4" fill="${CAPTCHA_BACKGROUND}"/>`);

export async function createCaptcha(deps: ServiceDeps, codes: CaptchaCodeSource): Promise<CaptchaImage> {
  const captchaId = randomBytes(16).toString('base64url');
  const code = codes();
  const now = deps.clock();
  await repository.deleteExpiredCaptchas(deps.db, { now: new Date(now) });
  await repository.insertCaptcha(deps.db, { id: captchaId, codeHash: hashOf(captchaId, code), expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  const svg = withBackground(drawText(code, { noise: 3, color: false, width: 120, height: 44 }));
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Single use: the captcha is gone after this call whatever the answer, so it cannot be guessed at. */
export async function checkCaptcha(deps: ServiceDeps, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const row = await repository.takeCaptcha(deps.db, { id: captchaId });
  if (!row || row.expiresAt.getTime() < deps.clock()) return false;
  return timingSafeEqual(Buffer.from(row.codeHash, 'hex'), Buffer.from(hashOf(captchaId, answer), 'hex'));
}
