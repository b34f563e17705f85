import fp from 'fastify-plugin';
import type { ServiceDeps } from '../../infra/deps.js';
import { captchaRoutes } from './captcha.routes.js';
import { randomCaptchaCode, type CaptchaCodeSource } from './captcha.service.js';
import type { HumanCheck } from './human-check.js';

export interface CaptchaModuleOptions extends ServiceDeps {
  /** The configured check (proof of work, Turnstile or hCaptcha); the app builds the guard other modules use from it. */
  humanCheck: HumanCheck;
  /** Tests fix captcha answers with it: the image is not meant to be machine-readable. */
  captchaCodes?: CaptchaCodeSource | undefined;
  /** TEST_CAPTCHA_FIXED_ANSWER: every captcha has this answer (browser tests only). */
  fixedAnswer?: string | undefined;
}

/** The image captcha and the proof-of-work challenge. */
export const captchaModule = fp<CaptchaModuleOptions>(
  async (app, { captchaCodes, fixedAnswer, ...deps }) => {
    if (fixedAnswer) app.log.warn('TEST_CAPTCHA_FIXED_ANSWER is set: every captcha has one known answer (browser tests only)');
    const codes = captchaCodes ?? (fixedAnswer ? () => fixedAnswer : randomCaptchaCode);
    await app.register(captchaRoutes, { ...deps, captchaCodes: codes });
  },
  { name: 'captcha' },
);
