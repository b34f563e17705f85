import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { GamesConfig } from './config.js';
import type { GamesDatabase } from './db/client.js';
import type { CrashSettings } from './engines/crash/crash-settings.js';
import type { EngineDeps, EngineModule } from './engines/engine.js';
import { createEngines } from './engines/registry.js';
import { installNativeHmac } from './fair/fair-rng.js';
import { createOperatorAuth } from './http/operator-auth.js';
import { installErrorHandler } from './http/error-handler.js';
import { launchRoutes } from './http/launch.routes.js';
import { playerRoutes } from './http/player.routes.js';
import { createSessionGuard } from './http/session-guard.js';
import { DEFAULT_WEB_DIST_DIR } from './paths.js';
import { createRecovery } from './rounds/recovery.js';
import { roundDetailRoutes } from './rounds/round-detail.routes.js';
import { createSessionLookup } from './sessions/sessions.service.js';
import { createWalletClient, type WalletClient } from './wallet/wallet-client.js';

export interface BuildGamesAppOptions {
  config: GamesConfig;
  database: GamesDatabase;
  clock?: () => number;
  /** Tests replace the HTTP wallet client. */
  wallet?: WalletClient;
  /** The demo sportsbook keeps itself stocked with fixtures (tests turn it off). */
  demoFixtures?: boolean;
  /** Crash room settings beyond the configuration (tests use short chains and phases). */
  crash?: Partial<CrashSettings>;
  /** Prefix of this app's Redis channels (tests keep theirs apart; default `games:`). */
  redisPrefix?: string;
  logStream?: NodeJS.WritableStream;
}

/**
 * Pages may be framed by the site only; scripts, styles and data come from
 * here; WebSockets to this same host (crash).
 */
function securityHeaders(app: FastifyInstance, siteOrigins: string[]) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${siteOrigins.join(' ')}`,
  ].join('; ');
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });
}

/** Commands fail fast rather than queue while Redis is away: an event not relayed is not money (crash-bus.ts). */
async function connectRedis(url: string, log: FastifyInstance['log']): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false, connectTimeout: 5_000 });
  client.on('error', (err: unknown) => log.warn({ err }, 'redis'));
  await client.connect();
  return client;
}

/** The engines of this app, their Redis (several processes) let go of when the app closes. */
async function engineModulesOf(app: FastifyInstance, options: BuildGamesAppOptions): Promise<Map<string, EngineModule>> {
  const { config } = options;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const engines = new Map<string, EngineModule>(
    createEngines({
      demoFixtures: options.demoFixtures ?? true,
      crash: { ...config.crash, ...options.crash },
      cluster: { ...(redis && { redis }), ...(options.redisPrefix !== undefined && { redisPrefix: options.redisPrefix }) },
    }).map((e) => [e.engine, e]),
  );
  app.addHook('onClose', async () => {
    for (const engine of engines.values()) await engine.close?.();
    await redis?.quit().catch(() => redis.disconnect());
  });
  return engines;
}

/** The in-house game server: launch, the game pages, the player API of every engine, and the recovery of unfinished rounds. */
export async function buildGamesApp(options: BuildGamesAppOptions) {
  const { config, database } = options;
  installNativeHmac();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream && { stream: options.logStream }),
      redact: ['req.headers.authorization', 'req.query.token'],
    },
    bodyLimit: 64 * 1024,
  });
  installErrorHandler(app);
  securityHeaders(app, config.siteOrigins);
  const wallet = options.wallet ?? createWalletClient(config.wallet);
  const deps: EngineDeps = { db: database.db, wallet, log: app.log, clock: options.clock ?? Date.now };
  const engines = await engineModulesOf(app, options);
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST_DIR;

  await app.register(fastifyWebsocket);
  app.get('/health', async () => ({ ok: true }));
  await launchRoutes(app, { ...deps, webDistDir });
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    wildcard: false,
    maxAge: '365d',
    immutable: true,
    serve: true,
    allowedPath: (path) => path.startsWith('/assets/'),
  });

  const requireSession = createSessionGuard(createSessionLookup(database.db, deps.clock));
  await app.register(async (api) => {
    api.decorateRequest('gameSession', null);
    api.addHook('onRequest', async (request) => {
      // WebSocket upgrades name their session in the first message instead.
      if (!request.ws) await requireSession(request);
    });
    playerRoutes(api, deps, engines);
    for (const engine of engines.values()) await engine.routes(api, deps);
  });

  const authorizeOperator = createOperatorAuth(config.operatorToken);
  await app.register(async (operator) => {
    operator.addHook('onRequest', authorizeOperator);
    roundDetailRoutes(operator, deps);
    for (const engine of engines.values()) await engine.operatorRoutes?.(operator, deps);
  });

  const recovery = createRecovery(deps, engines, config.recoveryGraceMs);
  /** Starts the engines' background work (settlement, feeds, rooms); returns how to stop it. */
  const startEngines = () => {
    const stops = [...engines.values()].map((e) => e.start?.(deps));
    return async () => {
      for (const stop of stops) await stop?.();
    };
  };
  return { app, recovery, deps, engines, startEngines };
}
