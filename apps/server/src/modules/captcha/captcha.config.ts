import { z } from 'zod';
import { humanCheckProviders } from '@app/contract';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';
import { HCAPTCHA_VERIFY_URL, TURNSTILE_VERIFY_URL } from './siteverify.js';

const widgetKey = (text: string) => envVariable(z.string().max(200).optional(), { text });
const widgetSecret = (text: string) => envVariable(z.string().optional(), { text });

export const captchaEnv = envSection('Captcha and human check', import.meta.url, {
  CAPTCHA_PROVIDER: envVariable(z.enum(humanCheckProviders).default('altcha'), {
    text:
      'The invisible human check of registration, login, SMS-code and password-recovery requests (header ' +
      '`x-human-proof`): `altcha` is a self-hosted proof of work (ALTCHA) the page solves in the background; `turnstile` ' +
      "(Cloudflare) or `hcaptcha` show the provider's widget and are checked at its siteverify endpoint.",
  }),
  CAPTCHA_POW_DIFFICULTY: envVariable(z.coerce.number().int().min(1).max(10_000_000).default(5_000), {
    text:
      'ALTCHA: at most this many PBKDF2 tries (of 1,000 rounds) per challenge, about 3/4 of it on average (1 to 2 s in a ' +
      "phone's background); tests use a few.",
  }),
  CAPTCHA_POW_HMAC_KEY: envVariable(z.string().min(32, 'must be at least 32 characters').optional(), {
    text: 'ALTCHA: the HMAC key signing challenges.',
    unset: 'generated once and kept in the database, so every server process shares it',
  }),
  TURNSTILE_SITE_KEY: widgetKey("Turnstile's site key, with `CAPTCHA_PROVIDER=turnstile` (required then)."),
  TURNSTILE_SECRET_KEY: widgetSecret("Turnstile's secret key, with `CAPTCHA_PROVIDER=turnstile` (required then)."),
  HCAPTCHA_SITE_KEY: widgetKey("hCaptcha's site key, with `CAPTCHA_PROVIDER=hcaptcha` (required then)."),
  HCAPTCHA_SECRET: widgetSecret("hCaptcha's secret, with `CAPTCHA_PROVIDER=hcaptcha` (required then)."),
  TURNSTILE_VERIFY_URL: envVariable(z.string().url().default(TURNSTILE_VERIFY_URL), {
    text: "Turnstile's siteverify endpoint; tests point it at a local fake.",
  }),
  HCAPTCHA_VERIFY_URL: envVariable(z.string().url().default(HCAPTCHA_VERIFY_URL), {
    text: "hCaptcha's siteverify endpoint; tests point it at a local fake.",
  }),
  CAPTCHA_VERIFY_TIMEOUT_MS: envVariable(z.coerce.number().int().min(100).max(30_000).default(3_000), {
    text: 'A provider that has not answered by then is down: the request is refused as unavailable, never passed.',
  }),
  REGISTRATIONS_PER_ADDRESS_HOUR: envVariable(z.coerce.number().int().min(1).max(100_000).default(20), {
    text:
      'Registrations accepted from one IP address per hour, after the human check. Brazilian mobile carriers put many ' +
      'phones behind one address (CGNAT): raise it for a campaign rather than turn the check off.',
  }),
  TEST_CAPTCHA_FIXED_ANSWER: envVariable(
    z
      .string()
      .regex(/^\d{4}$/, 'must be 4 digits')
      .optional(),
    {
      text: 'Browser tests only: every image captcha also accepts this answer (the image is unreadable by design).',
      allowed: '4 digits',
      production: 'refused (every `TEST_*` is)',
    },
  ),
});

type CaptchaEnv = z.output<typeof captchaEnv.schema>;

function humanCheck(e: CaptchaEnv) {
  if (e.CAPTCHA_PROVIDER === 'altcha')
    return { provider: 'altcha' as const, powDifficulty: e.CAPTCHA_POW_DIFFICULTY, powHmacKey: e.CAPTCHA_POW_HMAC_KEY };
  const [siteKey, secret, names] =
    e.CAPTCHA_PROVIDER === 'turnstile'
      ? [e.TURNSTILE_SITE_KEY, e.TURNSTILE_SECRET_KEY, 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY']
      : [e.HCAPTCHA_SITE_KEY, e.HCAPTCHA_SECRET, 'HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET'];
  if (!siteKey || !secret) throw refusal([`CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER} needs ${names}`]);
  const verifyUrl = e.CAPTCHA_PROVIDER === 'turnstile' ? e.TURNSTILE_VERIFY_URL : e.HCAPTCHA_VERIFY_URL;
  return { provider: e.CAPTCHA_PROVIDER, siteKey, secret, verifyUrl, timeoutMs: e.CAPTCHA_VERIFY_TIMEOUT_MS };
}

export const captchaConfig = (e: CaptchaEnv) => ({
  captchaFixedAnswer: e.TEST_CAPTCHA_FIXED_ANSWER,
  humanCheck: humanCheck(e),
  registrationsPerAddressHour: e.REGISTRATIONS_PER_ADDRESS_HOUR,
});
