import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

describe('human check configuration', () => {
  it('defaults to the self-hosted proof of work, its difficulty and key configurable', () => {
    expect(loadConfig({}).humanCheck).toEqual({ provider: 'altcha', powDifficulty: 5_000, powHmacKey: undefined });
    const key = 'k'.repeat(32);
    expect(loadConfig({ CAPTCHA_POW_DIFFICULTY: '40', CAPTCHA_POW_HMAC_KEY: key }).humanCheck).toEqual({
      provider: 'altcha',
      powDifficulty: 40,
      powHmacKey: key,
    });
    expect(() => loadConfig({ CAPTCHA_POW_HMAC_KEY: 'short' })).toThrow(ConfigError);
  });

  it('needs both keys of a provider, and points at its siteverify unless overridden', () => {
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site' })).toThrow(
      /TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY/,
    );
    expect(loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', HCAPTCHA_SITE_KEY: 'site', HCAPTCHA_SECRET: 'secret' }).humanCheck).toEqual({
      provider: 'hcaptcha',
      siteKey: 'site',
      secret: 'secret',
      verifyUrl: 'https://api.hcaptcha.com/siteverify',
      timeoutMs: 3_000,
    });
    const local = loadConfig({
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 's',
      TURNSTILE_SECRET_KEY: 'x',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/v',
      CAPTCHA_VERIFY_TIMEOUT_MS: '500',
    });
    expect(local.humanCheck).toMatchObject({ provider: 'turnstile', verifyUrl: 'http://127.0.0.1:9/v', timeoutMs: 500 });
  });
});
