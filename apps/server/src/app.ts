import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { logReplicaChanges, replicaGauges } from './db/replica-report.js';
import { healthRoutes } from './http/health.routes.js';
import { createMetrics } from './infra/metrics/metrics.js';
import { metricsRoutes } from './infra/metrics/metrics.routes.js';
import { createHttpApp } from './http/http-app.js';
import type { HttpTimeouts } from './http/http-server.js';
import { createOperatorRoutes, OPERATOR_PREFIX, operatorScope, type OperatorRouteList } from './http/operator-scope.js';
import { createBackgroundTasks, type BackgroundTasks } from './infra/background.js';
import { createJobQueue } from './infra/jobs/job-queue.js';
import { jobsModule } from './infra/jobs/jobs.module.js';
import { systemClock, type Clock } from './infra/clock.js';
import type { RedisHandle } from './infra/redis.js';
import { accountModule } from './modules/account/account.module.js';
import { activityModule } from './modules/activity/activity.module.js';
import { adjustmentsModule } from './modules/adjustments/adjustments.module.js';
import { agentsModule } from './modules/agents/agents.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { barredDepsOf, barredModule } from './modules/barred/barred.module.js';
import { createBarredScreen } from './modules/barred/barred-screening.js';
import { createOperatorAudit } from './modules/audit/audit-request.js';
import { authModule } from './modules/auth/auth.module.js';
import { createTwoFactorKeys } from './modules/auth/two-factor-codes.js';
import { captchaModule } from './modules/captcha/captcha.module.js';
import type { CaptchaCodeSource } from './modules/captcha/captcha.service.js';
import { createHumanCheckGuard } from './modules/captcha/challenge.guard.js';
import { createHumanCheck, humanCheckInfo } from './modules/captcha/human-check.js';
import { contentModule } from './modules/content/content.module.js';
import { cryptoModule } from './modules/crypto/crypto.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { loadPayloadKey } from './modules/crypto/crypto.service.js';
import { createCatalogueCache } from './modules/games/catalogue.service.js';
import { gamesModule } from './modules/games/games.module.js';
import { createIdTokenVerifier, remoteKeySets, type KeySetFactory } from './modules/identity/id-token.js';
import { identityModule } from './modules/identity/identity.module.js';
import { kycModule } from './modules/kyc/kyc.module.js';
import { ledgerModule } from './modules/ledger/ledger.module.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { createOperatorAuthenticator } from './modules/operators/operator-authenticate.js';
import { operatorsModule } from './modules/operators/operators.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { mailSenderOf, type MailSender } from './modules/mail/mail.service.js';
import { membersModule } from './modules/members/members.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { paymentsModule } from './modules/payments/payments.module.js';
import { paymentGauges } from './modules/payments/payments.gauges.js';
import { playersModule } from './modules/players/players.module.js';
import { countAccounts as countPayoutAccounts } from './modules/payments/payout-accounts.service.js';
import type { WebhookDeliver } from './modules/pix-sandbox/webhook-sender.js';
import { depositedSinceIn } from './modules/payments/deposits.service.js';
import { promotionsModule } from './modules/promotions/promotions.module.js';
import { protectionModule } from './modules/protection/protection.module.js';
import { privacyModule } from './modules/privacy/privacy.module.js';
import { grantDepositBonus } from './modules/promotions/promotions.service.js';
import { recoveryModule } from './modules/recovery/recovery.module.js';
import { regulatorModule } from './modules/regulator/regulator.module.js';
import { reportsModule } from './modules/reports/reports.module.js';
import { pushModule } from './modules/push/push.module.js';
import type { PushSender } from './modules/push/push-sender.js';
import { createPushDeps } from './modules/push/push.deps.js';
import { rewardsModule } from './modules/rewards/rewards.module.js';
import { seamlessModule } from './modules/seamless/seamless.module.js';
import { systemModule } from './modules/system/system.module.js';
import type { SmsSender } from './modules/verification/sms-sender.js';
import { verificationModule } from './modules/verification/verification.module.js';
import { walletModule } from './modules/wallet/wallet.module.js';
import { registerAdmin } from './web/admin.routes.js';
import { registerWeb } from './web/web.routes.js';
import { createSecretSealer } from './security/secret-sealer.js';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Shared state across server processes; rate limits stay in process without it. */
  redis?: RedisHandle;
  /** Prefix of every Redis key and channel of this deployment (tests isolate themselves with it). */
  redisNamespace?: string;
  /** Where pino writes; tests capture it, production leaves stdout. */
  logStream?: NodeJS.WritableStream;
  /** Node http timeouts; server.ts sets them (inject() never opens a socket). */
  timeouts?: HttpTimeouts;
  /** Tests move time with it (code expiry, lock periods). */
  clock?: Clock;
  /** Tests fix captcha answers with it: the image is not meant to be machine-readable. */
  captchaCodes?: CaptchaCodeSource;
  /** Replaces the configured SMS sender (tests of a provider adapter). */
  smsSender?: SmsSender;
  /** Replaces the configured mail sender. */
  mailSender?: MailSender;
  /** Replaces the web push sender (tests trust their local push service's certificate through it). */
  pushSender?: PushSender;
  /** Work after the reply (forgot-password mail); tests wait on it with idle(). */
  background?: BackgroundTasks;
  /** Where identity-provider keys come from; tests pass local key sets. */
  identityKeySets?: KeySetFactory;
  /** How the sandbox PSP's webhooks travel (tests drop or capture them); default: HTTP when listening, else inject(). */
  pixWebhookDeliver?: WebhookDeliver;
  /** Sees every route as it is added (tests enumerate the whole API with it; plugins add routes before `extend` could). */
  onRoute?: (route: RouteOptions) => void;
}

/** What several modules use, built once: the services one module owns and others call (passed, never imported). */
async function sharedServices(options: BuildAppOptions, log: FastifyInstance['log']) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const base = { db: database.db, clock, ...(options.redis && { redis: options.redis.client }) };
  // Numbers are proved by our SMS codes or, when configured, by the provider's phone ID tokens.
  const verifier = createIdTokenVerifier(config.identity, options.identityKeySets ?? remoteKeySets, clock);
  const ledger = createLedger(database.db, { houseShards: config.ledgerHouseShards });
  // The barred-persons check runs at registration and login (the account modules) and in its own module's job.
  const barred = barredDepsOf(config.barred, { ...base, ledger, log });
  const account = { ...base, phoneTokens: verifier, barred: createBarredScreen(barred) };
  const humanCheck = await createHumanCheck(account, config.humanCheck);
  // Every module's background job goes on this queue (infra/jobs); jobsModule starts it once they are all added.
  const jobs = createJobQueue({ database, log, config: config.jobs });
  const push = createPushDeps({ db: database.db, config: config.push, log, sender: options.pushSender, background: options.background });
  return {
    push,
    jobs,
    base,
    account,
    verifier,
    humanCheck,
    // One guard for the calls a script would repeat: registration, login, SMS codes, password recovery.
    requireHuman: createHumanCheckGuard(humanCheck),
    payloadKey: await loadPayloadKey(account, config.payloadPrivateKey),
    // The lobby's catalogue checks its version on readDb every second; reloads read the primary.
    catalogue: createCatalogueCache(database.db, clock, database.readDb),
    ledger,
    barred,
    // The modules that move money share one ledger (its account-id cache).
    money: { db: database.db, clock, ledger },
  };
}

/** Builds the whole HTTP application without listening, so tests drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createHttpApp(options);
  // First, so its hook times the routes of every module registered after it.
  const metrics = createMetrics('server', [...paymentGauges(options.database.db), ...replicaGauges(options.database.replica)]);
  logReplicaChanges(app, options.database.replica);
  await app.register(metricsRoutes, { metrics, token: options.config.metricsToken });
  const shared = await sharedServices(options, app.log);
  await registerModules(app, options, shared);
  return app;
}

/**
 * Every module, in order: each registers its routes, hooks, decorations and jobs, and adds its operator calls to
 * `operator`; the one operator scope then registers those under /wps/operator behind one authentication hook.
 */
async function registerModules(app: FastifyInstance, options: BuildAppOptions, s: Awaited<ReturnType<typeof sharedServices>>) {
  const { config } = options;
  const { db } = s.base;
  const operator = createOperatorRoutes();
  await registerAccessModules(app, options, s, operator);
  await app.register(contentModule, { ...s.base, config, operator });
  await app.register(messagesModule, { ...s.base, redisNamespace: options.redisNamespace, operator });
  await app.register(identityModule, { ...s.account, payloadKey: s.payloadKey, verifier: s.verifier, identity: config.identity });
  await app.register(ledgerModule, { db, ledger: s.ledger, operator });
  await app.register(walletModule, { ...s.money, catalogue: s.catalogue, games: config.games });
  await app.register(seamlessModule, {
    ...s.money,
    catalogue: s.catalogue,
    vendors: config.seamlessVendors,
    maxAmounts: config.seamlessMaxAmounts,
  });
  await app.register(paymentsModule, {
    ...s.money,
    // The back office's deposit and withdrawal lists read it; nothing that moves money does.
    readDb: options.database.readDb,
    config,
    pixWebhookDeliver: options.pixWebhookDeliver,
    onDepositCredited: (tx, deposit) => grantDepositBonus(s.money, tx, deposit),
    notify: s.push.notify,
    operator,
    jobs: s.jobs,
  });
  await app.register(protectionModule, { ...s.base, depositedSince: depositedSinceIn(db), operator });
  const promotions = { sweepIntervalMs: config.promotionSweepIntervalMs, settleOpenPeriods: config.promotionSettleOpenPeriods };
  await app.register(promotionsModule, { ...s.money, ...promotions, notify: s.push.notify, operator, jobs: s.jobs });
  await app.register(rewardsModule, { ...s.money, operator });
  await app.register(pushModule, { ...s.base, ...s.push.deps });
  await app.register(activityModule, s.base);
  await app.register(gamesModule, {
    db,
    clock: s.base.clock,
    catalogue: s.catalogue,
    gamesPublicUrl: config.games.publicUrl,
    sportsbook: { operatorUrl: config.games.operatorUrl, operatorToken: config.games.operatorToken },
    operator,
  });
  await app.register(agentsModule, { ...s.money, catalogue: s.catalogue, ...config.agents, operator, jobs: s.jobs });
  await registerBackOffice(app, options, s, operator);
  // The back office's scope has its own 404 handler; registered before the site's, which answers every other path.
  await registerAdmin(app, { adminDistDir: config.adminDistDir });
  // Last: the web app owns the 404 handler (the SPA fallback).
  await registerWeb(app, { webDistDir: config.webDistDir });
}

/** The system gate, health, captcha and the member's way in: registration, login, account, verification, recovery. */
async function registerAccessModules(
  app: FastifyInstance,
  options: BuildAppOptions,
  s: Awaited<ReturnType<typeof sharedServices>>,
  operator: OperatorRouteList,
) {
  const { config, database } = options;
  const { db } = s.base;
  const sealed = { ...s.account, payloadKey: s.payloadKey, requireHuman: s.requireHuman };
  await app.register(systemModule, {
    db,
    geoipDir: config.geoipDir,
    merchantCode: config.merchantCode,
    humanCheck: humanCheckInfo(config.humanCheck),
    operator,
    catalogue: s.catalogue,
    redis: s.base.redis,
    redisNamespace: options.redisNamespace,
  });
  await app.register(healthRoutes, { ping: () => database.ping(), ...(options.redis && { pingRedis: options.redis.ping }) });
  await app.register(cryptoModule, { payloadKey: s.payloadKey });
  await app.register(captchaModule, {
    ...s.account,
    humanCheck: s.humanCheck,
    captchaCodes: options.captchaCodes,
    fixedAnswer: config.captchaFixedAnswer,
  });
  await app.register(authModule, { ...sealed, twoFactor: createTwoFactorKeys(config.operatorToken) });
  await app.register(membersModule, { ...sealed, registrationsPerAddressHour: config.registrationsPerAddressHour });
  await app.register(accountModule, { ...s.account, countPayoutAccounts: (member) => countPayoutAccounts(s.account, member), operator });
  await app.register(verificationModule, {
    ...s.account,
    sms: config.sms,
    smsSender: options.smsSender,
    requireHuman: s.requireHuman,
    operator,
  });
  await app.register(mailModule, { db, operator });
  await app.register(recoveryModule, {
    ...sealed,
    mail: options.mailSender ?? mailSenderOf(config.mail, db),
    background: options.background ?? createBackgroundTasks(),
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy !== false,
  });
}

/** The back office's own modules, then the one operator scope, registered after every module added its calls. */
async function registerBackOffice(
  app: FastifyInstance,
  options: BuildAppOptions,
  s: Awaited<ReturnType<typeof sharedServices>>,
  operator: OperatorRouteList,
) {
  const { config } = options;
  // Lists and figures for showing read it (Database.readDb has the rule).
  const readDb = options.database.readDb;
  await app.register(adjustmentsModule, { ...s.money, approvalAbove: config.approvals.adjustmentAbove, operator });
  await app.register(dashboardModule, { ...s.base, readDb, operator });
  await app.register(reportsModule, {
    db: s.base.db,
    readDb,
    catalogue: s.catalogue,
    foldIntervalMs: config.reports.foldIntervalMs,
    operator,
    jobs: s.jobs,
  });
  await app.register(regulatorModule, { ...s.base, config, operator, jobs: s.jobs });
  await app.register(kycModule, { ...s.base, config, operator });
  await app.register(privacyModule, {
    ...s.base,
    depositedSince: depositedSinceIn(s.base.db),
    ledger: s.ledger,
    config,
    operator,
    jobs: s.jobs,
  });
  await app.register(barredModule, {
    deps: s.barred,
    merchantCode: config.merchantCode,
    jobIntervalMs: config.barred.jobIntervalMs,
    operator,
    jobs: s.jobs,
  });
  await app.register(playersModule, { ...s.account, readDb, ledger: s.ledger, config, senders: options, operator });
  await app.register(auditModule, { db: s.base.db, readDb, operator });
  await app.register(operatorsModule, { ...s.base, sealer: createSecretSealer(config.operatorToken, 'operator-totp-seal'), operator });
  await app.register(jobsModule, { queue: s.jobs, operator });
  const audit = createOperatorAudit(s.base);
  const authenticate = createOperatorAuthenticator(s.base, config.operatorToken);
  await app.register(operatorScope, { prefix: OPERATOR_PREFIX, authenticate, routes: operator, audit });
}
