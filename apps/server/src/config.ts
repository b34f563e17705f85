/**
 * The server's configuration, read from the environment. Each module owns its variables as a documented zod schema
 * (`<module>.config.ts`, built with `@app/contract/env`) and a function that turns them into its part of `Config`;
 * this file only composes them. docs/configuration.md is generated from the same sections (`npm run docs:config`).
 */
import { z } from 'zod';
import { issueLines } from '@app/contract/env';
import { refusal } from './config-error.js';
import { databaseConfig, databaseEnv } from './db/db.config.js';
import { redisConfig, redisEnv } from './infra/redis.config.js';
import { metricsConfig, metricsEnv } from './infra/metrics/metrics.config.js';
import { fileStoreConfig, fileStoreEnv } from './infra/file-store/file-store.config.js';
import { jobsConfig, jobsEnv } from './infra/jobs/jobs.config.js';
import { adjustmentsConfig, adjustmentsEnv } from './modules/adjustments/adjustments.config.js';
import { agentsConfig, agentsEnv } from './modules/agents/agents.config.js';
import { barredConfig, barredEnv } from './modules/barred/barred.config.js';
import { captchaConfig, captchaEnv } from './modules/captcha/captcha.config.js';
import { cryptoConfig, cryptoEnv } from './modules/crypto/crypto.config.js';
import { gamesConfig, gamesEnv } from './modules/games/games.config.js';
import { kycConfig, kycEnv } from './modules/kyc/kyc.config.js';
import { identityConfig, identityEnv } from './modules/identity/identity.config.js';
import { ledgerConfig, ledgerEnv } from './modules/ledger/ledger.config.js';
import { mailConfig, mailEnv } from './modules/mail/mail.config.js';
import { pixConfig, pixEnv } from './modules/payments/payments.config.js';
import { promotionsConfig, promotionsEnv } from './modules/promotions/promotions.config.js';
import { pushConfig, pushEnv } from './modules/push/push.config.js';
import { regulatorConfig, regulatorEnv } from './modules/regulator/regulator.config.js';
import { reportsConfig, reportsEnv } from './modules/reports/reports.config.js';
import { privacyConfig, privacyEnv } from './modules/privacy/privacy.config.js';
import { seamlessConfig, seamlessEnv } from './modules/seamless/seamless.config.js';
import { smsConfig, smsEnv } from './modules/verification/verification.config.js';
import { chosenSandboxes, productionProblems } from './production-mode.js';
import { serverConfig, serverEnv } from './server.config.js';

export { ConfigError } from './config-error.js';

/** Every module's variables, in the order docs/configuration.md lists them. */
export const configSections = [
  serverEnv,
  databaseEnv,
  redisEnv,
  metricsEnv,
  cryptoEnv,
  captchaEnv,
  smsEnv,
  mailEnv,
  pushEnv,
  identityEnv,
  pixEnv,
  ledgerEnv,
  seamlessEnv,
  gamesEnv,
  promotionsEnv,
  agentsEnv,
  adjustmentsEnv,
  regulatorEnv,
  kycEnv,
  privacyEnv,
  barredEnv,
  reportsEnv,
  jobsEnv,
  fileStoreEnv,
] as const;

const envSchema = z.object({
  ...serverEnv.schema.shape,
  ...databaseEnv.schema.shape,
  ...redisEnv.schema.shape,
  ...metricsEnv.schema.shape,
  ...cryptoEnv.schema.shape,
  ...captchaEnv.schema.shape,
  ...smsEnv.schema.shape,
  ...mailEnv.schema.shape,
  ...pushEnv.schema.shape,
  ...identityEnv.schema.shape,
  ...pixEnv.schema.shape,
  ...ledgerEnv.schema.shape,
  ...seamlessEnv.schema.shape,
  ...gamesEnv.schema.shape,
  ...promotionsEnv.schema.shape,
  ...agentsEnv.schema.shape,
  ...adjustmentsEnv.schema.shape,
  ...regulatorEnv.schema.shape,
  ...kycEnv.schema.shape,
  ...privacyEnv.schema.shape,
  ...barredEnv.schema.shape,
  ...reportsEnv.schema.shape,
  ...jobsEnv.schema.shape,
  ...fileStoreEnv.schema.shape,
});

/** Each module's part; a module whose variables do not fit together refuses here (SMS, captcha, mail, PIX in turn). */
function composeConfig(e: z.output<typeof envSchema>, cwd: string) {
  return {
    ...serverConfig(e, cwd),
    ...databaseConfig(e),
    ...redisConfig(e),
    ...metricsConfig(e),
    ...cryptoConfig(e),
    ...ledgerConfig(e),
    ...promotionsConfig(e),
    ...seamlessConfig(e),
    ...smsConfig(e),
    ...captchaConfig(e),
    ...mailConfig(e),
    ...pushConfig(e, cwd),
    ...identityConfig(e),
    ...pixConfig(e),
    ...gamesConfig(e),
    ...agentsConfig(e),
    ...adjustmentsConfig(e),
    ...regulatorConfig(e, cwd),
    ...kycConfig(e, cwd),
    ...privacyConfig(e, cwd),
    ...barredConfig(e),
    ...reportsConfig(e),
    ...jobsConfig(e),
    ...fileStoreConfig(e, cwd),
    /** Sandboxes and outboxes chosen by name (`PIX_PROVIDER=sandbox`, …); the start warns about each. */
    sandboxes: chosenSandboxes(e),
  };
}

export type Config = ReturnType<typeof composeConfig>;
export type SmsConfig = Config['sms'];
export type HumanCheckConfig = Config['humanCheck'];
export type MailConfig = Config['mail'];
export type IdentityConfig = Config['identity'];
export type PixConfig = Config['pix'];

/**
 * Refuses, naming every setting at fault: first each variable that does not parse, then what NODE_ENV=production
 * forbids (production-mode.ts, which also sees TEST_* variables no schema declares), then the modules' own rules.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw refusal(issueLines(parsed.error));
  if (parsed.data.NODE_ENV === 'production') {
    const problems = productionProblems(env, parsed.data);
    if (problems.length) throw refusal(problems);
  }
  return composeConfig(parsed.data, cwd);
}

/** What the application is built with (app.ts and its modules): the configuration with the operator token resolved. */
export type AppConfig = Omit<Config, 'operatorToken'> & { operatorToken: string };
