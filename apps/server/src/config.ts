import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseMoney } from '@app/contract';
import { humanCheckProviders } from '@app/contract';
import { HCAPTCHA_VERIFY_URL, TURNSTILE_VERIFY_URL } from './modules/captcha/siteverify.js';
import { DEFAULT_PIPELINE_GROUP_MAX, DEFAULT_PIPELINE_LANES, DEFAULT_POOL_MAX } from './db/pool-size.js';
import { DEFAULT_WEB_DIST_DIR, defaultGeoipDir } from './paths.js';
import { chosenSandboxes, productionProblems } from './production-mode.js';

/** Deployment scripts often pass `VAR=` for "unset"; treat blank as absent. */
const env = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * TRUST_PROXY: "false" (default), "true" (trust every hop: only behind a proxy
 * that overwrites X-Forwarded-For), a hop count, or a comma list of proxy
 * addresses/CIDRs, as Fastify's trustProxy understands them.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v): boolean | number | string => {
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

const envSchema = z.object({
  PORT: env(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: env(z.string().default('0.0.0.0')),
  DATA_DIR: env(z.string().default('.data')),
  DATABASE_URL: env(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  // Connections per server process (db/client.ts says why the default is small).
  DATABASE_POOL_MAX: env(z.coerce.number().int().min(1).max(200).default(DEFAULT_POOL_MAX)),
  // Pipelined connections for the wallet's bets and wins (db/pipeline.ts); 0 sends them over the pool.
  DATABASE_PIPELINE_LANES: env(z.coerce.number().int().min(0).max(64).default(DEFAULT_PIPELINE_LANES)),
  // At most this many of them commit together; 1 commits each alone.
  DATABASE_PIPELINE_GROUP_MAX: env(z.coerce.number().int().min(1).max(1_000).default(DEFAULT_PIPELINE_GROUP_MAX)),
  REDIS_URL: env(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  MERCHANT_CODE: env(
    z
      .string()
      .regex(/^[a-z0-9_-]{1,32}$/)
      .default('demo'),
  ),
  // A short secret can be guessed despite the rate limit.
  OPERATOR_TOKEN: env(z.string().min(24, 'must be at least 24 characters').optional()),
  LOG_LEVEL: env(z.enum(logLevels).default('info')),
  TRUST_PROXY: env(trustProxySchema.default(false)),
  WEB_DIST_DIR: env(z.string().optional()),
  GEOIP_DIR: env(z.string().optional()),
  // PKCS8 PEM of the sealed-body key; unset means one generated key shared through the database.
  PAYLOAD_PRIVATE_KEY: env(z.string().includes('PRIVATE KEY').optional()),
  // Rows the house side of bets and wins is spread over; 0 = one per member (the benchmark's no-shared-row baseline).
  // How often met wagering turns into cash and expired bonuses are forfeited without the member looking; 0 disables.
  PROMOTION_SWEEP_INTERVAL_MS: env(z.coerce.number().int().min(0).default(60_000)),
  // Tests only: the operator's cashback settlement may pay the open period so far. Refused in production (every TEST_* is).
  TEST_PROMOTION_SETTLE_OPEN_PERIODS: env(z.enum(['0', '1', 'true', 'false']).optional()),
  LEDGER_HOUSE_SHARDS: env(z.coerce.number().int().min(0).max(4096).default(1024)),
  // Game providers of the seamless wallet: "CODE:secret,CODE2:secret" (secrets of 32+ characters).
  SEAMLESS_VENDORS: env(
    z
      .string()
      .regex(/^([A-Z0-9_]{1,16}:[^,:\s]{32,})(,[A-Z0-9_]{1,16}:[^,:\s]{32,})*$/, 'CODE:secret pairs, secrets of 32+ characters')
      .optional(),
  ),
  // The largest bet or win per game provider (default R$ 1.000.000,00 each): CODE:amount pairs, e.g. INHOUSE:50000.00.
  SEAMLESS_MAX_AMOUNTS: env(
    z
      .string()
      .regex(
        /^([A-Z0-9_]{1,16}:(0|[1-9]\d{0,10})\.\d{2})(,[A-Z0-9_]{1,16}:(0|[1-9]\d{0,10})\.\d{2})*$/,
        'CODE:amount pairs, amounts like 1000000.00',
      )
      .optional(),
  ),
  // SMS: the outbox table unless SMS_PROVIDER=twilio; a production start must name one (production-mode.ts).
  SMS_PROVIDER: env(z.enum(['outbox', 'twilio']).optional()),
  TWILIO_ACCOUNT_SID: env(z.string().optional()),
  TWILIO_AUTH_TOKEN: env(z.string().optional()),
  TWILIO_FROM: env(z.string().optional()),
  // Base of Twilio's REST API; tests (and a regional edge) point it elsewhere.
  TWILIO_API_URL: env(z.string().url().default('https://api.twilio.com')),
  // E.164 numbers the outbox refuses, like a provider would (tests and demos of the failure path).
  SMS_OUTBOX_FAIL_NUMBERS: env(z.string().optional()),
  // Browser tests only: every captcha gets this answer (the image is unreadable by design). Refused in production (every TEST_* is).
  TEST_CAPTCHA_FIXED_ANSWER: env(
    z
      .string()
      .regex(/^\d{4}$/, 'must be 4 digits')
      .optional(),
  ),
  // Human check of registration, login, SMS-code and recovery requests (modules/captcha/human-check.ts).
  CAPTCHA_PROVIDER: env(z.enum(humanCheckProviders).default('altcha')),
  // ALTCHA: at most this many PBKDF2 tries (of 1,000 rounds) per request, about 3/4 of it on average; tests use a few.
  CAPTCHA_POW_DIFFICULTY: env(z.coerce.number().int().min(1).max(10_000_000).default(5_000)),
  // ALTCHA: the HMAC key of challenges; unset means one generated key shared through the database.
  CAPTCHA_POW_HMAC_KEY: env(z.string().min(32, 'must be at least 32 characters').optional()),
  TURNSTILE_SITE_KEY: env(z.string().max(200).optional()),
  TURNSTILE_SECRET_KEY: env(z.string().optional()),
  HCAPTCHA_SITE_KEY: env(z.string().max(200).optional()),
  HCAPTCHA_SECRET: env(z.string().optional()),
  // The providers' siteverify endpoints; tests point them at a local fake.
  TURNSTILE_VERIFY_URL: env(z.string().url().default(TURNSTILE_VERIFY_URL)),
  HCAPTCHA_VERIFY_URL: env(z.string().url().default(HCAPTCHA_VERIFY_URL)),
  // A provider that has not answered by then is down: the request is refused as unavailable, never passed.
  CAPTCHA_VERIFY_TIMEOUT_MS: env(z.coerce.number().int().min(100).max(30_000).default(3_000)),
  NODE_ENV: env(z.string().optional()),
  // Mail: MAIL_PROVIDER=smtp (needs SMTP_URL) or outbox; unset outside production: SMTP when SMTP_URL is set, else the outbox.
  MAIL_PROVIDER: env(z.enum(['smtp', 'outbox']).optional()),
  // smtp://user:pass@host:587 or smtps://…
  SMTP_URL: env(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: env(z.string().default('Demo Bet <no-reply@demo-bet.example>')),
  MAIL_OUTBOX_FAIL_ADDRESSES: env(z.string().optional()),
  // Origin of e-mailed links when the request's own host is not trusted (TRUST_PROXY off).
  PUBLIC_ORIGIN: env(z.string().url().default('http://localhost:3000')),
  GOOGLE_CLIENT_ID: env(z.string().optional()),
  FACEBOOK_APP_ID: env(z.string().optional()),
  GOOGLE_JWKS_URL: env(z.string().url().default('https://www.googleapis.com/oauth2/v3/certs')),
  FACEBOOK_JWKS_URL: env(z.string().url().default('https://limited.facebook.com/.well-known/oauth/openid/jwks/')),
  // Phone verification by the identity provider (Firebase Authentication, SPEC §3 firebase fields); unset = off.
  FIREBASE_PROJECT_ID: env(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a Firebase project id')
      .optional(),
  ),
  // The project's public web API key, handed to the site for the provider's client; not a secret.
  FIREBASE_API_KEY: env(z.string().max(200).optional()),
  FIREBASE_JWKS_URL: env(
    z.string().url().default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  ),
  // PIX: the embedded sandbox PSP unless PIX_PROVIDER=http (a PSP speaking the Banco Central API Pix).
  PIX_PROVIDER: env(z.enum(['sandbox', 'http']).optional()),
  PIX_API_URL: env(z.string().url().optional()),
  // The PSP's OAuth2 token endpoint when it is not <PIX_API_URL>/oauth/token (Efí: https://pix.api.efipay.com.br/oauth/token).
  PIX_OAUTH_URL: env(z.string().url().optional()),
  PIX_CLIENT_ID: env(z.string().optional()),
  PIX_CLIENT_SECRET: env(z.string().optional()),
  PIX_KEY: env(z.string().max(77).optional()),
  // Mutual TLS with the PSP: PEM files of the client certificate it issued, its key and (optionally) the CA of its server certificate.
  PIX_CLIENT_CERT: env(z.string().optional()),
  PIX_CLIENT_KEY: env(z.string().optional()),
  PIX_CA: env(z.string().optional()),
  // Shared secret of the webhook signature; unset (sandbox only) means one derived from the operator token.
  PIX_WEBHOOK_SECRET: env(z.string().min(16, 'must be at least 16 characters').optional()),
  PIX_WEBHOOK_URL: env(z.string().url().optional()),
  PIX_SANDBOX_FAIL_KEYS: env(z.string().optional()),
  PIX_MERCHANT_NAME: env(z.string().max(25).default('DEMO BET')),
  PIX_MERCHANT_CITY: env(z.string().max(15).default('SAO PAULO')),
  PIX_CHARGE_EXPIRY_SECONDS: env(z.coerce.number().int().min(60).max(86_400).default(900)),
  // How often pending deposits are re-read and stuck payouts re-driven; 0 turns the timer off.
  PIX_RECONCILE_INTERVAL_MS: env(z.coerce.number().int().min(0).default(5_000)),
  // Origin of the in-house game server as players' browsers reach it (the game frame loads it; CSP frame-src allows it).
  GAMES_PUBLIC_URL: env(z.string().url().default('http://localhost:3001')),
  // A fresh demo install plays a few rounds for demo players so the winner board has real rounds to show (never in production).
  DEMO_ACTIVITY: env(z.enum(['true', 'false']).optional()),
  /** How often the agent settlement looks for finished periods to pay (0: never; the operator call still works). */
  AGENT_SETTLE_INTERVAL_MS: env(z.coerce.number().int().min(0).default(300_000)),
  // Browser tests only: the operator settlement may pay a period that has not ended. Refused in production (every TEST_* is).
  TEST_AGENT_SETTLE_OPEN_PERIODS: env(z.enum(['true', 'false']).default('false')),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  merchantCode: string;
  /** Unset means: generate one into DATA_DIR/operator-token (see operator-token.ts). */
  operatorToken: string | undefined;
  logLevel: (typeof logLevels)[number];
  trustProxy: boolean | number | string;
  webDistDir: string;
  geoipDir: string;
  payloadPrivateKey: string | undefined;
  seamlessVendors: Array<{ code: string; secret: string }>;
  /** Per vendor code, the largest bet or win in centavos (vendors not named keep theirs, by default R$ 1.000.000,00). */
  seamlessMaxAmounts: Array<{ code: string; maxAmountMinor: bigint }>;
  databasePoolMax: number;
  databasePipelineLanes: number;
  databasePipelineGroupMax: number;
  ledgerHouseShards: number;
  promotionSweepIntervalMs: number;
  promotionSettleOpenPeriods: boolean;
  sms: SmsConfig;
  captchaFixedAnswer: string | undefined;
  humanCheck: HumanCheckConfig;
  mail: MailConfig;
  publicOrigin: string;
  identity: IdentityConfig;
  pix: PixConfig;
  games: { publicUrl: string };
  demoActivity: boolean;
  agents: { settleIntervalMs: number; settleOpenPeriods: boolean };
  /** NODE_ENV=production: no demo members, activity or promotion money is seeded (production-mode.ts). */
  production: boolean;
  /** Sandboxes and outboxes chosen by name (`PIX_PROVIDER=sandbox`, …); the start warns about each. */
  sandboxes: string[];
}

export interface PixConfig {
  provider: 'sandbox' | 'http';
  /** http only: base URL of the PSP's API Pix (…/v2), its OAuth2 client and our receiving key. */
  apiUrl: string | undefined;
  /** http only: the token endpoint; unset means <apiUrl>/oauth/token. */
  oauthUrl: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** http only: mutual TLS material (PEM texts read from the files named by PIX_CLIENT_CERT, PIX_CLIENT_KEY, PIX_CA). */
  tls: { cert: string; key: string; ca?: string } | undefined;
  pixKey: string;
  webhookSecret: string | undefined;
  /** Where the sandbox posts its webhooks when the server listens (it appends /pix, as API Pix PSPs do). */
  webhookUrl: string;
  sandboxFailKeys: string[];
  merchantName: string;
  merchantCity: string;
  chargeExpirySeconds: number;
  reconcileIntervalMs: number;
}

function pixTls(certFile: string, keyFile: string, caFile: string | undefined) {
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError(`Invalid configuration:\n  ${name}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  };
  return { cert: read('PIX_CLIENT_CERT', certFile), key: read('PIX_CLIENT_KEY', keyFile), ...(caFile && { ca: read('PIX_CA', caFile) }) };
}

function pixConfig(e: z.infer<typeof envSchema>): PixConfig {
  const missing = ['PIX_API_URL', 'PIX_CLIENT_ID', 'PIX_CLIENT_SECRET', 'PIX_KEY', 'PIX_WEBHOOK_SECRET'].filter(
    (k) => !e[k as keyof typeof e],
  );
  if (e.PIX_PROVIDER === 'http' && missing.length) {
    throw new ConfigError(`Invalid configuration:\n  PIX_PROVIDER=http needs ${missing.join(', ')}`);
  }
  if (Boolean(e.PIX_CLIENT_CERT) !== Boolean(e.PIX_CLIENT_KEY)) {
    throw new ConfigError('Invalid configuration:\n  PIX_CLIENT_CERT and PIX_CLIENT_KEY go together');
  }
  return {
    provider: e.PIX_PROVIDER ?? 'sandbox',
    apiUrl: e.PIX_API_URL?.replace(/\/+$/, ''),
    oauthUrl: e.PIX_OAUTH_URL,
    clientId: e.PIX_CLIENT_ID,
    clientSecret: e.PIX_CLIENT_SECRET,
    tls: e.PIX_CLIENT_CERT && e.PIX_CLIENT_KEY ? pixTls(e.PIX_CLIENT_CERT, e.PIX_CLIENT_KEY, e.PIX_CA) : undefined,
    pixKey: e.PIX_KEY ?? 'pix@demo-bet.example',
    webhookSecret: e.PIX_WEBHOOK_SECRET,
    webhookUrl: (e.PIX_WEBHOOK_URL ?? `http://127.0.0.1:${e.PORT}/wps/payments/pix/webhook`).replace(/\/+$/, ''),
    sandboxFailKeys: (e.PIX_SANDBOX_FAIL_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    merchantName: e.PIX_MERCHANT_NAME,
    merchantCity: e.PIX_MERCHANT_CITY,
    chargeExpirySeconds: e.PIX_CHARGE_EXPIRY_SECONDS,
    reconcileIntervalMs: e.PIX_RECONCILE_INTERVAL_MS,
  };
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Outbox only: addresses (lower case) refused like a provider would. */
  failAddresses: string[];
}

export interface IdentityConfig {
  googleClientId: string | undefined;
  facebookAppId: string | undefined;
  googleJwksUrl: string;
  facebookJwksUrl: string;
  /** Phone verification by the identity provider; undefined = the path is off. */
  firebaseProjectId: string | undefined;
  firebaseApiKey: string | undefined;
  firebaseJwksUrl: string;
}

export type SmsConfig =
  | { provider: 'outbox'; failNumbers: string[] }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string };

function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  if ((e.SMS_PROVIDER ?? 'outbox') === 'outbox') {
    const failNumbers = (e.SMS_OUTBOX_FAIL_NUMBERS ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    return { provider: 'outbox', failNumbers };
  }
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM) {
    throw new ConfigError('Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return {
    provider: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    apiUrl: e.TWILIO_API_URL.replace(/\/+$/, ''),
  };
}

export class ConfigError extends Error {}

export type HumanCheckConfig =
  | { provider: 'altcha'; powDifficulty: number; powHmacKey: string | undefined }
  | { provider: 'turnstile' | 'hcaptcha'; siteKey: string; secret: string; verifyUrl: string; timeoutMs: number };

function humanCheckConfig(e: z.infer<typeof envSchema>): HumanCheckConfig {
  if (e.CAPTCHA_PROVIDER === 'altcha')
    return { provider: 'altcha', powDifficulty: e.CAPTCHA_POW_DIFFICULTY, powHmacKey: e.CAPTCHA_POW_HMAC_KEY };
  const [siteKey, secret, names] =
    e.CAPTCHA_PROVIDER === 'turnstile'
      ? [e.TURNSTILE_SITE_KEY, e.TURNSTILE_SECRET_KEY, 'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY']
      : [e.HCAPTCHA_SITE_KEY, e.HCAPTCHA_SECRET, 'HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET'];
  if (!siteKey || !secret) throw new ConfigError(`Invalid configuration:\n  CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER} needs ${names}`);
  const verifyUrl = e.CAPTCHA_PROVIDER === 'turnstile' ? e.TURNSTILE_VERIFY_URL : e.HCAPTCHA_VERIFY_URL;
  return { provider: e.CAPTCHA_PROVIDER, siteKey, secret, verifyUrl, timeoutMs: e.CAPTCHA_VERIFY_TIMEOUT_MS };
}

/** Outside production a missing MAIL_PROVIDER keeps the old rule: SMTP when SMTP_URL is set, else the outbox. */
function mailConfig(e: z.infer<typeof envSchema>): MailConfig {
  const provider = e.MAIL_PROVIDER ?? (e.SMTP_URL ? 'smtp' : 'outbox');
  if (provider === 'smtp' && !e.SMTP_URL) throw new ConfigError('Invalid configuration:\n  MAIL_PROVIDER=smtp needs SMTP_URL');
  return {
    smtpUrl: provider === 'smtp' ? e.SMTP_URL : undefined,
    from: e.MAIL_FROM,
    failAddresses: (e.MAIL_OUTBOX_FAIL_ADDRESSES ?? '')
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** NODE_ENV=production refuses what production-mode.ts lists, naming every setting at once. */
function checkProduction(env: NodeJS.ProcessEnv, e: z.infer<typeof envSchema>): boolean {
  if (e.NODE_ENV !== 'production') return false;
  const problems = productionProblems(env, e);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return true;
}

export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = checkProduction(env, e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    merchantCode: e.MERCHANT_CODE,
    operatorToken: e.OPERATOR_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    geoipDir: e.GEOIP_DIR ? resolve(cwd, e.GEOIP_DIR) : defaultGeoipDir(),
    payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    ledgerHouseShards: e.LEDGER_HOUSE_SHARDS,
    promotionSweepIntervalMs: e.PROMOTION_SWEEP_INTERVAL_MS,
    promotionSettleOpenPeriods: e.TEST_PROMOTION_SETTLE_OPEN_PERIODS === '1' || e.TEST_PROMOTION_SETTLE_OPEN_PERIODS === 'true',
    databasePoolMax: e.DATABASE_POOL_MAX,
    databasePipelineLanes: e.DATABASE_PIPELINE_LANES,
    databasePipelineGroupMax: e.DATABASE_PIPELINE_GROUP_MAX,
    seamlessVendors: (e.SEAMLESS_VENDORS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [code = '', secret = ''] = pair.split(':');
        return { code, secret };
      }),
    seamlessMaxAmounts: (e.SEAMLESS_MAX_AMOUNTS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [code = '', amount = '0.00'] = pair.split(':');
        return { code, maxAmountMinor: parseMoney(amount) };
      }),
    sms: smsConfig(e),
    captchaFixedAnswer: e.TEST_CAPTCHA_FIXED_ANSWER,
    humanCheck: humanCheckConfig(e),
    mail: mailConfig(e),
    publicOrigin: e.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    identity: {
      googleClientId: e.GOOGLE_CLIENT_ID,
      facebookAppId: e.FACEBOOK_APP_ID,
      googleJwksUrl: e.GOOGLE_JWKS_URL,
      facebookJwksUrl: e.FACEBOOK_JWKS_URL,
      firebaseProjectId: e.FIREBASE_PROJECT_ID,
      firebaseApiKey: e.FIREBASE_API_KEY,
      firebaseJwksUrl: e.FIREBASE_JWKS_URL,
    },
    pix: pixConfig(e),
    games: { publicUrl: e.GAMES_PUBLIC_URL.replace(/\/+$/, '') },
    demoActivity: !production && (e.DEMO_ACTIVITY ?? 'true') === 'true',
    agents: { settleIntervalMs: e.AGENT_SETTLE_INTERVAL_MS, settleOpenPeriods: e.TEST_AGENT_SETTLE_OPEN_PERIODS === 'true' },
    production,
    sandboxes: chosenSandboxes(e),
  };
}
