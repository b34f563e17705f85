import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppConfig } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createBackgroundTasks, type BackgroundTasks } from '../infra/background.js';
import type { Clock } from '../infra/clock.js';
import type { KeySetFactory } from '../modules/identity/id-token.js';
import type { SmsSender } from '../modules/verification/sms-sender.js';
import type { WebhookDeliver } from '../modules/pix-sandbox/webhook-sender.js';
import { connectRedis, type RedisHandle } from '../infra/redis.js';
import { seed } from '../seed/seed.js';

export type DatabaseKind = Database['kind'];

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI). */
export function testDatabases(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** One throwaway connection to `url` for `run` (creating and dropping test databases, killing backends). */
export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated and seeded database; PostgreSQL ones are created and dropped per call.
 * `migrationsFolder` gives an older schema (tests of a migration).
 */
export async function createTestDatabase(kind: DatabaseKind, merchantCode = 'demo', migrationsFolder?: string): Promise<Database> {
  if (kind === 'pglite') {
    const database = await createDatabase({ memory: true });
    await migrateDatabase(database, migrationsFolder);
    await seed(database.db, merchantCode);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString() });
  await migrateDatabase(database, migrationsFolder);
  await seed(database.db, merchantCode);
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
  /** Another app's database: two apps on one database stand for two server processes (the owner closes it). */
  database?: Database;
  config?: Partial<AppConfig>;
  /** Share rate-limit state through this Redis (tests pass a handle connected to REDIS_URL). */
  redis?: RedisHandle;
  redisNamespace?: string;
  /** Adds test-only routes (e.g. one that throws) before the app is sealed. */
  extend?: (app: FastifyInstance, database: Database) => void;
  clock?: Clock;
  identityKeySets?: KeySetFactory;
  smsSender?: SmsSender;
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
    ...loadConfig({ LOG_LEVEL: 'info' }),
    operatorToken: TEST_OPERATOR_TOKEN,
    // No timer sweeps behind a test's back (deposit bonuses, the demo's daily cashback): tests call them.
    promotionSweepIntervalMs: 0,
    webDistDir: options.webDistDir ?? '/nonexistent/web-dist',
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
    ...(options.pixWebhookDeliver && { pixWebhookDeliver: options.pixWebhookDeliver }),
    ...(options.redis && { redis: options.redis, redisNamespace: options.redisNamespace }),
  });
  options.extend?.(app, database);
  await app.ready();
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

/** Operator calls are rate-limited per address (20 a minute): a suite that needs more spreads them over remoteAddress values. */
export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
