import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { RedisHandle } from './infra/redis.js';
import { openGeoLookup } from './geo/geoip.js';
import { AppError } from './http/app-error.js';
import { installErrorHandler } from './http/error-handler.js';
import { healthRoutes } from './http/health.routes.js';
import { timedServerFactory, type HttpTimeouts } from './http/http-server.js';
import { snapshotLocalStore } from './http/rate-limit-store.js';
import { genReqId, loggerOptions } from './http/logging.js';
import { isGuardedApiPath } from './http/request-context.js';
import { registerSecurityHeaders } from './http/security.js';
import { createBackgroundTasks, type BackgroundTasks } from './infra/background.js';
import { systemClock, type Clock } from './infra/clock.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { memberStatusRoutes } from './modules/account/member-status.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { createHumanCheckGuard } from './modules/captcha/challenge.guard.js';
import { createHumanCheck, humanCheckInfo, widgetOrigins } from './modules/captcha/human-check.js';
import { randomCaptchaCode, type CaptchaCodeSource } from './modules/captcha/captcha.service.js';
import { cryptoRoutes } from './modules/crypto/crypto.routes.js';
import { loadPayloadKey } from './modules/crypto/crypto.service.js';
import { createIdTokenVerifier, remoteKeySets, type KeySetFactory } from './modules/identity/id-token.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { mailSenderOf, type MailSender } from './modules/mail/mail.service.js';
import { membersRoutes } from './modules/members/members.routes.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { operatorRoutes } from './modules/system/operator.routes.js';
import { outboxSender, twilioSender, type SmsSender } from './modules/verification/sms-sender.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import systemGuard from './modules/system/system.guard.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerWeb } from './web/web.routes.js';
import { contentOperatorRoutes } from './modules/content/content-operator.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { registerMessages } from './modules/messages/messages.module.js';
import { registerMoneyModules } from './money-modules.js';
import { registerAgents } from './modules/agents/agents.module.js';
import { createCatalogueCache, registerGames } from './modules/games/games.module.js';
import { countAccounts as countPayoutAccounts } from './modules/payments/payout-accounts.service.js';
import { warnChosenSandboxes } from './production-mode.js';
import type { WebhookDeliver } from './modules/pix-sandbox/webhook-sender.js';

export type AppConfig = Omit<Config, 'operatorToken'> & { operatorToken: string };

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
  /** Work after the reply (forgot-password mail); tests wait on it with idle(). */
  background?: BackgroundTasks;
  /** Where identity-provider keys come from; tests pass local key sets. */
  identityKeySets?: KeySetFactory;
  /** How the sandbox PSP's webhooks travel (tests drop or capture them); default: HTTP when listening, else inject(). */
  pixWebhookDeliver?: WebhookDeliver;
  /** Sees every route as it is added (tests enumerate the whole API with it; plugins add routes before `extend` could). */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/** A hop count trusts that many proxies nearest to us (Fastify's typings lack the number form). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole HTTP application without listening, so tests drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    genReqId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    ...(options.timeouts && { serverFactory: timedServerFactory(options.timeouts) }),
    // Requests arriving during shutdown get 503 at once, so a load balancer retries them elsewhere.
    return503OnClosing: true,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  warnChosenSandboxes(app.log, config.sandboxes);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Player data must not sit in shared caches.
    if (isGuardedApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
  await registerSecurityHeaders(app, {
    gameOrigins: [new URL(config.games.publicUrl).origin],
    widgetOrigins: widgetOrigins(config.humanCheck),
  });
  await app.register(compress);
  await app.register(rateLimit, {
    global: false,
    ...(options.redis
      ? { redis: options.redis.client, nameSpace: `${options.redisNamespace ?? ''}rate-limit:` }
      : { store: snapshotLocalStore }),
    errorResponseBuilder: (_request, context) => new AppError('request.rate.limited', { retryAfterMs: context.ttl }),
  });

  const geo = await openGeoLookup(config.geoipDir, (message) => app.log.warn(message));
  const deps = { db: database.db, geo };
  await app.register(systemGuard, { ...deps, merchantCode: config.merchantCode });
  await app.register(healthRoutes, { ping: () => database.ping(), ...(options.redis && { pingRedis: options.redis.ping }) });
  await app.register(systemRoutes, { ...deps, humanCheck: humanCheckInfo(config.humanCheck) });
  await app.register(operatorRoutes, { ...deps, operatorToken: config.operatorToken });
  await registerAccountModules(app, options);
  const catalogue = createCatalogueCache(database.db, options.clock ?? systemClock);
  const money = await registerMoneyModules(app, options, catalogue);
  await registerGames(app, {
    db: database.db,
    clock: options.clock ?? systemClock,
    catalogue,
    operatorToken: config.operatorToken,
    gamesPublicUrl: config.games.publicUrl,
  });
  await registerAgents(app, {
    db: database.db,
    clock: options.clock ?? systemClock,
    ledger: money.ledger,
    catalogue,
    operatorToken: config.operatorToken,
    settleIntervalMs: config.agents.settleIntervalMs,
    settleOpenPeriods: config.agents.settleOpenPeriods,
  });
  await registerWeb(app, { webDistDir: config.webDistDir });
  return app;
}

async function registerAccountModules(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  const { identity } = options.config;
  const clock = options.clock ?? systemClock;
  const verifier = createIdTokenVerifier(identity, options.identityKeySets ?? remoteKeySets, clock);
  const deps = {
    db: options.database.db,
    clock,
    ...(options.redis && { redis: options.redis.client }),
    // Numbers are proved by our SMS codes or, when configured, by the provider's phone ID tokens.
    phoneTokens: verifier,
  };
  const payloadKey = await loadPayloadKey(deps, options.config.payloadPrivateKey);
  app.decorateRequest('auth', null);
  await app.register(cryptoRoutes, { payloadKey });
  const fixed = options.config.captchaFixedAnswer;
  if (fixed) app.log.warn('TEST_CAPTCHA_FIXED_ANSWER is set: every captcha has one known answer (browser tests only)');
  const captchaCodes = options.captchaCodes ?? (fixed ? () => fixed : randomCaptchaCode);
  const humanCheck = await createHumanCheck(deps, options.config.humanCheck);
  // One guard for the calls a script would repeat: registration, login, SMS codes, password recovery.
  const requireHuman = createHumanCheckGuard(humanCheck);
  await app.register(captchaRoutes, { ...deps, captchaCodes, humanCheck });
  await app.register(authRoutes, { ...deps, payloadKey, requireHuman });
  const sms = options.smsSender ?? smsSenderOf(options.config, options.database.db);
  await app.register(membersRoutes, { ...deps, payloadKey, requireHuman });
  await app.register(accountRoutes, { ...deps, countPayoutAccounts: (member) => countPayoutAccounts(deps, member) });
  await app.register(memberStatusRoutes, { ...deps, operatorToken: options.config.operatorToken });
  await app.register(verificationRoutes, { ...deps, sms, operatorToken: options.config.operatorToken, requireHuman });
  const mail = options.mailSender ?? mailSenderOf(options.config.mail, options.database.db);
  await app.register(mailRoutes, { db: deps.db, operatorToken: options.config.operatorToken });
  const background = options.background ?? createBackgroundTasks();
  app.addHook('onClose', () => background.idle());
  await app.register(recoveryRoutes, {
    ...deps,
    payloadKey,
    mail,
    background,
    publicOrigin: options.config.publicOrigin,
    trustProxy: options.config.trustProxy !== false,
    requireHuman,
  });
  const contentDeps = { db: deps.db, clock, ...(deps.redis && { redis: deps.redis }) };
  await app.register(contentRoutes, contentDeps);
  await app.register(contentOperatorRoutes, { db: deps.db, operatorToken: options.config.operatorToken });
  await registerMessages(app, {
    ...contentDeps,
    operatorToken: options.config.operatorToken,
    ...(options.redisNamespace !== undefined && { redisNamespace: options.redisNamespace }),
  });
  await app.register(identityRoutes, {
    ...deps,
    payloadKey,
    verifier,
    googleClientId: identity.googleClientId,
    facebookAppId: identity.facebookAppId,
    phone: identity.firebaseProjectId ? { projectId: identity.firebaseProjectId, apiKey: identity.firebaseApiKey ?? null } : undefined,
  });
}

function smsSenderOf(config: AppConfig, db: BuildAppOptions['database']['db']): SmsSender {
  return config.sms.provider === 'twilio' ? twilioSender(config.sms) : outboxSender(db, new Set(config.sms.failNumbers));
}
