import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { resolveOperatorToken } from './operator-token.js';
import { DEFAULT_ADMIN_DIST_DIR, DEFAULT_WEB_DIST_DIR } from './paths.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/.data',
      databaseUrl: undefined,
      merchantCode: 'demo',
      operatorToken: undefined,
      logLevel: 'info',
      trustProxy: false,
      webDistDir: DEFAULT_WEB_DIST_DIR,
      adminDistDir: DEFAULT_ADMIN_DIST_DIR,
    });
    expect(DEFAULT_WEB_DIST_DIR.endsWith(join('apps', 'web', 'dist'))).toBe(true);
    expect(DEFAULT_ADMIN_DIST_DIR.endsWith(join('apps', 'admin', 'dist'))).toBe(true);
    expect(readFileSync(join(config.geoipDir, 'package.json'), 'utf8')).toContain('geo-whois-asn-country-mmdb');
  });

  it('reads the SMS provider and the browser-test captcha answer, refusing unsafe combinations', () => {
    expect(loadConfig({ SMS_OUTBOX_FAIL_NUMBERS: '+5511900000000, +5511900000001' }).sms).toEqual({
      provider: 'outbox',
      failNumbers: ['+5511900000000', '+5511900000001'],
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(ConfigError);
    const twilio = loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1500' });
    expect(twilio.sms).toEqual({ provider: 'twilio', accountSid: 'AC1', authToken: 't', from: '+1500', apiUrl: 'https://api.twilio.com' });
    const local = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1500',
      TWILIO_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(local.sms).toMatchObject({ apiUrl: 'http://127.0.0.1:9999' });
    expect(loadConfig({ TEST_CAPTCHA_FIXED_ANSWER: '1234' }).captchaFixedAnswer).toBe('1234');
    expect(() => loadConfig({ TEST_CAPTCHA_FIXED_ANSWER: '1234', NODE_ENV: 'production' })).toThrow(/TEST_CAPTCHA_FIXED_ANSWER/);
  });

  it('treats blank variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '', OPERATOR_TOKEN: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
    expect(config.operatorToken).toBeUndefined();
  });

  it('parses the values it is given', () => {
    const config = loadConfig(
      { PORT: '8080', DATABASE_URL: 'postgres://u@h/db', TRUST_PROXY: '2', DATA_DIR: 'd', WEB_DIST_DIR: 'w', ADMIN_DIST_DIR: 'a' },
      '/x',
    );
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', trustProxy: 2, dataDir: '/x/d' });
    expect(config.webDistDir).toBe(resolve('/x', 'w'));
    expect(config.adminDistDir).toBe(resolve('/x', 'a'));
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('names every variable it refuses at once, one line each, whichever module owns it', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PIX_CHARGE_EXPIRY_SECONDS: '5', GAMES_PUBLIC_URL: 'nope' })).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}DATABASE_URL: must be a postgres:\/\/ URL\n {2}PIX_CHARGE_EXPIRY_SECONDS: .+\n {2}GAMES_PUBLIC_URL: .+$/,
    );
  });
});

describe('resolveOperatorToken', () => {
  const root = mkdtempSync(join(tmpdir(), 'tok-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('uses the configured token without touching the disk', async () => {
    const dir = join(root, 'configured');
    const source = await resolveOperatorToken('x'.repeat(32), dir);
    expect(source).toEqual({ token: 'x'.repeat(32), file: undefined });
    expect(() => statSync(dir)).toThrow();
  });

  it('generates a token once, stores it owner-only and reuses it', async () => {
    const dir = join(root, 'generated', 'nested');
    const first = await resolveOperatorToken(undefined, dir);
    expect(first.token).toMatch(/^[0-9a-f]{64}$/);
    expect(first.file).toBe(join(dir, 'operator-token'));
    expect(statSync(first.file!).mode & 0o777).toBe(0o600);
    const second = await resolveOperatorToken(undefined, dir);
    expect(second.token).toBe(first.token);
  });
});
