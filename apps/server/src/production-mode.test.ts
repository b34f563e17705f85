import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { warnChosenSandboxes } from './production-mode.js';
import { PRODUCTION_WITH_SANDBOXES } from './test/production-env.js';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('NODE_ENV=production', () => {
  it('refuses to start while PIX, SMS or e-mail would fall back to a sandbox, naming each missing setting', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/PIX_PROVIDER: must be chosen/);
    expect(message).toMatch(/SMS_PROVIDER: must be chosen/);
    expect(message).toMatch(/MAIL_PROVIDER: must be chosen/);
    expect(message).toMatch(/REGULATOR_SUBMISSION: must be chosen/);
    expect(message).toMatch(/PUSH_VAPID_KEYS: must be chosen/);
    // Only what is missing is named.
    const one = refusal({ NODE_ENV: 'production', PIX_PROVIDER: 'sandbox', SMS_PROVIDER: 'outbox' });
    expect(one).toMatch(/MAIL_PROVIDER/);
    expect(one).not.toMatch(/PIX_PROVIDER|SMS_PROVIDER/);
    // A blank value is no choice.
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, PIX_PROVIDER: ' ' })).toMatch(/PIX_PROVIDER/);
    // The jurisdiction profile is chosen too: the generic one would offer what Brazil forbids.
    expect(message).toMatch(/MERCHANT_JURISDICTION: must be chosen/);
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, MERCHANT_JURISDICTION: '' })).toMatch(/MERCHANT_JURISDICTION/);
  });

  it('refuses any TEST_* switch, naming it, and ignores blank ones', () => {
    const message = refusal({
      ...PRODUCTION_WITH_SANDBOXES,
      TEST_CAPTCHA_FIXED_ANSWER: '1234',
      TEST_WHATEVER_NEXT: 'on',
      TEST_DATABASE_URL: '',
    });
    expect(message).toMatch(/TEST_CAPTCHA_FIXED_ANSWER: test-only switches are refused/);
    expect(message).toMatch(/TEST_WHATEVER_NEXT: test-only switches are refused/);
    expect(message).not.toMatch(/TEST_DATABASE_URL/);
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, TEST_AGENT_SETTLE_OPEN_PERIODS: 'true' })).toMatch(/TEST_AGENT_SETTLE_OPEN_PERIODS/);
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, TEST_PROMOTION_SETTLE_OPEN_PERIODS: '1' })).toMatch(
      /TEST_PROMOTION_SETTLE_OPEN_PERIODS/,
    );
    // Outside production the same switches work.
    expect(loadConfig({ TEST_AGENT_SETTLE_OPEN_PERIODS: 'true', TEST_PROMOTION_SETTLE_OPEN_PERIODS: '1' })).toMatchObject({
      agents: { settleOpenPeriods: true },
      promotionSettleOpenPeriods: true,
    });
  });

  it('never runs the demo activity, and refuses it when asked for', () => {
    expect(loadConfig({ ...PRODUCTION_WITH_SANDBOXES })).toMatchObject({ production: true, demoActivity: false });
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, DEMO_ACTIVITY: 'true' })).toMatch(/DEMO_ACTIVITY/);
    expect(loadConfig({})).toMatchObject({ production: false, demoActivity: true, sandboxes: [] });
  });

  it('starts with real providers, listing no sandbox', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PIX_PROVIDER: 'http',
      PIX_API_URL: 'https://pix.api.efipay.com.br/v2',
      PIX_OAUTH_URL: 'https://pix.api.efipay.com.br/oauth/token',
      PIX_CLIENT_ID: 'id',
      PIX_CLIENT_SECRET: 'secret',
      PIX_KEY: 'pix@operator.example',
      PIX_WEBHOOK_SECRET: 'w'.repeat(32),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      MAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      REGULATOR_SUBMISSION: 'manual',
      KYC_CPF_REGISTRY: 'http',
      KYC_CPF_REGISTRY_URL: 'https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v2',
      KYC_CPF_REGISTRY_TOKEN_URL: 'https://gateway.apiserpro.serpro.gov.br/token',
      KYC_CPF_REGISTRY_CLIENT_ID: 'key',
      KYC_CPF_REGISTRY_CLIENT_SECRET: 'secret',
      KYC_LIVENESS: 'http',
      KYC_LIVENESS_URL: 'https://liveness.example/v1',
      KYC_LIVENESS_API_KEY: 'k'.repeat(32),
      BARRED_PERSONS_CHECK: 'http',
      BARRED_PERSONS_URL: 'https://impedidos.example/v1',
      BARRED_PERSONS_API_KEY: 'b'.repeat(32),
      FILE_STORE: 's3',
      S3_BUCKET: 'platform-files',
      S3_ACCESS_KEY_ID: 'AKIA0000000000000000',
      S3_SECRET_ACCESS_KEY: 's'.repeat(40),
      PUSH_VAPID_KEYS: 'env',
      PUSH_VAPID_PUBLIC_KEY: `B${'p'.repeat(86)}`,
      PUSH_VAPID_PRIVATE_KEY: 'k'.repeat(43),
      MERCHANT_JURISDICTION: 'BR',
    });
    expect(config).toMatchObject({
      production: true,
      sandboxes: [],
      pix: { provider: 'http', oauthUrl: 'https://pix.api.efipay.com.br/oauth/token' },
      mail: { smtpUrl: 'smtps://u:p@mail.example:465' },
    });
  });

  it('lists the sandboxes chosen by name, and warns about each one', () => {
    const config = loadConfig({ ...PRODUCTION_WITH_SANDBOXES });
    expect(config.sandboxes).toEqual([
      'PIX_PROVIDER=sandbox',
      'SMS_PROVIDER=outbox',
      'MAIL_PROVIDER=outbox',
      'REGULATOR_SUBMISSION=sandbox',
      'KYC_CPF_REGISTRY=sandbox',
      'KYC_LIVENESS=sandbox',
      'BARRED_PERSONS_CHECK=sandbox',
      'PUSH_VAPID_KEYS=data-folder',
    ]);
    const warnings: string[] = [];
    warnChosenSandboxes({ warn: (_object, message) => warnings.push(message) }, config.sandboxes);
    expect(warnings).toEqual([
      expect.stringMatching(/^PIX_PROVIDER=sandbox: /),
      expect.stringMatching(/^SMS_PROVIDER=outbox: /),
      expect.stringMatching(/^MAIL_PROVIDER=outbox: /),
      expect.stringMatching(/^REGULATOR_SUBMISSION=sandbox: /),
      expect.stringMatching(/^KYC_CPF_REGISTRY=sandbox: /),
      expect.stringMatching(/^KYC_LIVENESS=sandbox: /),
      expect.stringMatching(/^BARRED_PERSONS_CHECK=sandbox: /),
      expect.stringMatching(/^PUSH_VAPID_KEYS=data-folder: /),
    ]);
  });
});

describe('KYC_CPF_REGISTRY and KYC_LIVENESS', () => {
  it('must both be named by a production start, and an http adapter needs its provider settings', () => {
    const message = refusal({ ...PRODUCTION_WITH_SANDBOXES, KYC_CPF_REGISTRY: '', KYC_LIVENESS: undefined });
    expect(message).toMatch(
      /KYC_CPF_REGISTRY: must be chosen when NODE_ENV=production \(http for a real provider, or sandbox explicitly\)/,
    );
    expect(message).toMatch(/KYC_LIVENESS: must be chosen when NODE_ENV=production/);
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, KYC_LIVENESS: 'sandbox', KYC_CPF_REGISTRY: 'sandbox', PIX_PROVIDER: '' })).not.toMatch(
      /KYC_/,
    );
    const http = refusal({ KYC_CPF_REGISTRY: 'http', KYC_LIVENESS: 'http', KYC_LIVENESS_URL: 'https://liveness.example/v1' });
    expect(http).toMatch(/KYC_CPF_REGISTRY_URL: required/);
    expect(http).toMatch(/KYC_CPF_REGISTRY_CLIENT_SECRET: required/);
    expect(http).toMatch(/KYC_LIVENESS_API_KEY: required/);
    expect(http).not.toMatch(/KYC_LIVENESS_URL/);
    // Outside production the sandboxes are the default.
    expect(loadConfig({}).kyc).toMatchObject({ registry: { kind: 'sandbox' }, liveness: { kind: 'sandbox', minScore: 80 } });
  });
});

describe('BARRED_PERSONS_CHECK', () => {
  it('must be named by a production start, and http needs its URL and key', () => {
    expect(refusal({ ...PRODUCTION_WITH_SANDBOXES, BARRED_PERSONS_CHECK: '' })).toMatch(
      /BARRED_PERSONS_CHECK: must be chosen when NODE_ENV=production \(http for a real provider, or sandbox explicitly\)/,
    );
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/BARRED_PERSONS_CHECK: must be chosen/);
    const http = refusal({ BARRED_PERSONS_CHECK: 'http', BARRED_PERSONS_URL: 'https://impedidos.example/v1' });
    expect(http).toMatch(/BARRED_PERSONS_API_KEY: required/);
    expect(http).not.toMatch(/BARRED_PERSONS_URL/);
    // Outside production the sandbox is the default, with two days to withdraw.
    expect(loadConfig({}).barred).toMatchObject({ adapter: 'sandbox', withdrawalDays: 2 });
  });
});

describe('MAIL_PROVIDER', () => {
  it('keeps the old default outside production: SMTP when SMTP_URL is set, else the outbox', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBe('smtp://mail.example:587');
  });

  it('follows an explicit choice: smtp needs SMTP_URL, outbox ignores it', () => {
    expect(refusal({ MAIL_PROVIDER: 'smtp' })).toMatch(/MAIL_PROVIDER=smtp needs SMTP_URL/);
    expect(loadConfig({ MAIL_PROVIDER: 'outbox', SMTP_URL: 'smtp://mail.example:587' }).mail.smtpUrl).toBeUndefined();
    expect(refusal({ MAIL_PROVIDER: 'sendgrid' })).toMatch(/MAIL_PROVIDER/);
  });
});
