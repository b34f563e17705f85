import type { AppConfig, Config } from '../config.js';
import { TEST_OPERATOR_TOKEN } from './test-app.js';

/** A production environment that chose every outside part, naming the embedded sandboxes explicitly. */
export const PRODUCTION_WITH_SANDBOXES = {
  NODE_ENV: 'production',
  PIX_PROVIDER: 'sandbox',
  SMS_PROVIDER: 'outbox',
  MAIL_PROVIDER: 'outbox',
  REGULATOR_SUBMISSION: 'sandbox',
  BARRED_PERSONS_CHECK: 'sandbox',
  KYC_CPF_REGISTRY: 'sandbox',
  KYC_LIVENESS: 'sandbox',
  FILE_STORE: 'local',
  PUSH_VAPID_KEYS: 'data-folder',
  MERCHANT_JURISDICTION: 'NONE',
} as const;

/**
 * Every TEST_* of this test process blanked, so a spawned production server does not refuse the runner's own switches
 * (TEST_DATABASE_URL).
 */
export const withoutTestSwitches = (): Record<string, string> =>
  Object.fromEntries(
    Object.keys(process.env)
      .filter((name) => name.startsWith('TEST_'))
      .map((name) => [name, '']),
  );

/** A loaded production configuration made fit for an in-process test app: known operator token, no timers, no web build. */
export function productionAppConfig(config: Config): Partial<AppConfig> {
  return {
    ...config,
    operatorToken: TEST_OPERATOR_TOKEN,
    webDistDir: '/nonexistent/web-dist',
    adminDistDir: '/nonexistent/admin-dist',
    promotionSweepIntervalMs: 0,
    pix: { ...config.pix, reconcileIntervalMs: 0 },
    agents: { ...config.agents, settleIntervalMs: 0 },
  };
}
