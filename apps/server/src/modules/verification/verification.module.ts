import fp from 'fastify-plugin';
import type { SmsConfig } from '../../config.js';
import type { OperatorRoutes } from '../../http/operator-scope.js';
import type { ServiceDeps } from '../../infra/deps.js';
import type { HumanCheckGuard } from '../captcha/challenge.guard.js';
import { outboxSender, twilioSender, type SmsSender } from './sms-sender.js';
import { verificationOperatorRoutes } from './verification-operator.routes.js';
import { verificationRoutes } from './verification.routes.js';

export interface VerificationModuleOptions extends ServiceDeps {
  sms: SmsConfig;
  /** Replaces the configured sender (tests of a provider adapter). */
  smsSender?: SmsSender | undefined;
  requireHuman: HumanCheckGuard;
  operator: OperatorRoutes;
}

/** The configured sender; the back office's password codes (modules/players) go through one of its own. */
export const smsSenderOf = (config: SmsConfig, deps: ServiceDeps): SmsSender =>
  config.provider === 'twilio' ? twilioSender(config) : outboxSender(deps.db, new Set(config.failNumbers));

/** SMS codes (the human-checked request), sent by Twilio or kept in the outbox the operator reads. */
export const verificationModule = fp<VerificationModuleOptions>(
  async (app, { sms, smsSender, requireHuman, operator, ...deps }) => {
    await app.register(verificationRoutes, { ...deps, sms: smsSender ?? smsSenderOf(sms, deps), requireHuman });
    operator.add(verificationOperatorRoutes, deps);
  },
  { name: 'verification' },
);
