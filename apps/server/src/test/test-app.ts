import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { migrateDatabase, type MigrateOptions } from '../db/migrate.js';
import { createBackgroundTasks, type BackgroundTasks } from '../infra/background.js';
import type { Clock } from '../infra/clock.js';
import type { KeySetFactory } from '../modules/identity/id-token.js';
import type { SmsSender } from '../modules/verification/sms-sender.js';
import type { PushSender } from '../modules/push/push-sender.js';
import type { WebhookDeliver } from '../modules/pix-sandbox/webhook-sender.js';
import { connectRedis, type RedisHandle } from '../infra/redis.js';
import { TEST_POW_DIFFICULTY } from './human-proof.js';
import { seed } from '../seed/seed.js';
import { getMerchantByCode } from '../modules/merchants/merchants.service.js';
import { credentialHash } from '../modules/operators/operator-secrets.js';
import { operatorApiKeys } from '../modules/operators/operators.tables.js';
import { databaseUrl, withAdmin } from './db-template.js';

export type DatabaseKind = Database['kind'];

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Suites create and drop databases and kill backends with it. */
export { withAdmin };

/**
 * A fresh, migrated and seeded database; PostgreSQL ones are created and dropped per call.
 * `olderSchema` gives an older schema (tests of a migration): its migrations folder and the functions it had.
 */
export async function createTestDatabase(kind: DatabaseKind, merchantCode = 'demo', olderSchema?: MigrateOptions): Promise<Database> {
  // The demo merchant on the current schema is a copy of this run's template (test/db-template.ts); anything else is built here.
  const template =
    merchantCode === 'demo' && olderSchema === undefined ? inject(kind === 'pglite' ? 'pgliteTemplate' : 'postgresTemplate') : undefined;
  if (kind === 'pglite') {
    if (template) return createDatabase({ memory: true, loadDataDir: new Blob([await readFile(template)]) });
    const database = await createDatabase({ memory: true });
    await migrateDatabase(database, olderSchema);
    await seed(database.db, merchantCode, { merchantOnly: olderSchema !== undefined });
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const database = await createDatabase({ url: databaseUrl(adminUrl, name) });
  if (!template) {
    await migrateDatabase(database, olderSchema);
    await seed(database.db, merchantCode, { merchantOnly: olderSchema !== undefined });
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Work the app does after replying (forgot-password mail): await idle() before reading its effects. */
  background: BackgroundTasks;
  /** Everything the app logged, as raw pino lines. */
  logs(): string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  webDistDir?: string;
  adminDistDir?: string;
  /** Another app's database: two apps on one database stand for two server processes (the owner closes it). */
  database?: Database;
  config?: Partial<AppConfig>;
  /** Share rate-limit state through this Redis (tests pass a handle connected to REDIS_URL). */
  redis?: RedisHandle;
  redisNamespace?: string;
  /** Adds test-only routes (e.g. one that throws) before the app is sealed. */
  extend?: (app: FastifyInstance, database: Database) => void;
  /** Sees every route the app adds, its schemas included (the route fuzz test enumerates the API with it). */
  onRoute?: (route: RouteOptions) => void;
  clock?: Clock;
  identityKeySets?: KeySetFactory;
  smsSender?: SmsSender;
  pushSender?: PushSender;
  pixWebhookDeliver?: WebhookDeliver;
}

/** Every captcha of a test app has this answer (the image is not machine-readable by design). */
export const TEST_CAPTCHA = '4321';

/** A clock a test moves by hand; starts at the real time so sealed timestamps look normal. */
export function manualClock(start = Date.now()) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(kind));
  const config: AppConfig = {
    // No regulator, barred-persons, personal-data or agent-settlement job behind a test's back either: their tests
    // call the pass (the jobs queue offers a job's current slot within seconds of the start, not an interval later).
    ...loadConfig({
      LOG_LEVEL: 'info',
      CAPTCHA_POW_DIFFICULTY: String(TEST_POW_DIFFICULTY),
      REGULATOR_JOB_INTERVAL_MS: '0',
      BARRED_JOB_INTERVAL_MS: '0',
      PRIVACY_JOB_INTERVAL_MS: '0',
      REPORTS_FOLD_INTERVAL_MS: '0',
      AGENT_SETTLE_INTERVAL_MS: '0',
    }),
    operatorToken: TEST_OPERATOR_TOKEN,
    // No timer sweeps behind a test's back (deposit bonuses, the demo's daily cashback): tests call them.
    promotionSweepIntervalMs: 0,
    webDistDir: options.webDistDir ?? '/nonexistent/web-dist',
    adminDistDir: options.adminDistDir ?? '/nonexistent/admin-dist',
    ...options.config,
  };
  let captured = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured += chunk.toString();
      done();
    },
  });
  const background = createBackgroundTasks();
  const app = await buildApp({
    background,
    config,
    database,
    logStream,
    captchaCodes: () => TEST_CAPTCHA,
    ...(options.clock && { clock: options.clock }),
    ...(options.identityKeySets && { identityKeySets: options.identityKeySets }),
    ...(options.smsSender && { smsSender: options.smsSender }),
    ...(options.pushSender && { pushSender: options.pushSender }),
    ...(options.pixWebhookDeliver && { pixWebhookDeliver: options.pixWebhookDeliver }),
    ...(options.onRoute && { onRoute: options.onRoute }),
    ...(options.redis && { redis: options.redis, redisNamespace: options.redisNamespace }),
  });
  options.extend?.(app, database);
  await app.ready();
  await ensureSuiteApiKey(database, config.merchantCode);
  return {
    app,
    database,
    config,
    background,
    logs: () => captured,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export interface TwoProcesses {
  redis: RedisHandle;
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

/**
 * Two apps on one Redis, under a namespace of their own, stand for two server
 * processes behind a load balancer; `shareDatabase` gives them one database too.
 */
export async function twoProcessApps(redisUrl: string, options: { shareDatabase?: boolean } = {}): Promise<TwoProcesses> {
  const redis = await connectRedis(redisUrl);
  const redisNamespace = `test-${randomBytes(6).toString('hex')}:`;
  const first = await createTestApp('pglite', { redis, redisNamespace });
  const second = await createTestApp('pglite', { redis, redisNamespace, ...(options.shareDatabase && { database: first.database }) });
  return {
    redis,
    first,
    second,
    close: async () => {
      // The second may use the first one's database: it closes first.
      await second.close();
      await first.close();
      await redis.close();
    },
  };
}

/**
 * The suites' operator credential: an admin API key of the merchant, made for every test app (the installation token
 * is accepted from this machine only, and suites call from many addresses). Operator calls are rate-limited per route
 * and address (300 a minute).
 */
export const TEST_OPERATOR_KEY = 'opk_suite-admin-key-0123456789abcdefghij';
export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_KEY}` };

async function ensureSuiteApiKey(database: Database, merchantCode: string): Promise<void> {
  const merchant = await getMerchantByCode(database.db, merchantCode);
  await database.db
    .insert(operatorApiKeys)
    .values({
      merchantId: merchant.id,
      name: 'test suite',
      role: 'admin',
      keyHash: credentialHash(TEST_OPERATOR_KEY),
      prefix: TEST_OPERATOR_KEY.slice(0, 10),
      createdAt: new Date(),
    })
    .onConflictDoNothing();
}
