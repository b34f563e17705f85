import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { SeamlessAuthenticate } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildGamesApp } from '../app.js';
import { loadGamesConfig } from '../config.js';
import { openGamesDatabase, type GamesDatabase } from '../db/client.js';
import { migrateGamesDatabase } from '../db/migrate.js';
import type { CrashSettings } from '../engines/crash/crash-settings.js';
import { createFakeWallet, type FakeWallet } from './fake-wallet.js';

/**
 * `play()`: a player with money launching a game the way /launch does (a launch token the fake wallet knows, exchanged
 * for the page's session token); answers the session token and calls made with it.
 */
function playerLauncher(app: FastifyInstance, wallet: FakeWallet) {
  return async function play(game: Partial<SeamlessAuthenticate['game']> & { engine: string }, fundsMinor = 100_000n) {
    const playerId = `1:${randomBytes(4).readUInt32BE()}`;
    wallet.fund(playerId, fundsMinor);
    const token = randomBytes(24).toString('base64url');
    wallet.addLaunch(token, {
      playerId,
      currency: 'BRL',
      balance: '0.00',
      screenName: 'te***er',
      game: {
        nodeId: '1',
        vendor: 'PP',
        gameCode: `test-${game.engine}`,
        engineConfig: null,
        names: { pt: 'Jogo', en: 'Game' },
        minBet: '0.10',
        ...game,
      },
    });
    const page = await app.inject({ method: 'GET', url: `/launch?token=${token}&lang=pt` });
    const session = /<meta name="game-session" content="([^"]*)">/.exec(page.body)?.[1] ?? '';
    const headers = { authorization: `Bearer ${session}` };
    return {
      playerId,
      session,
      get: (url: string) => app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: unknown) => app.inject({ method: 'POST', url, headers, payload: payload as object }),
    };
  };
}

/**
 * A new, migrated game-server database on the PostgreSQL of TEST_DATABASE_URL, dropped again by its `close` (two test
 * apps on it stand for two game-server processes).
 */
export async function createPostgresGamesDatabase(adminUrl: string): Promise<GamesDatabase & { url: string }> {
  const name = `games_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openGamesDatabase({ url: url.toString() });
  await migrateGamesDatabase(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface GamesTestAppOptions {
  clock?: () => number;
  crash?: Partial<CrashSettings>;
  /** Another app's database and wallet: two apps on them stand for two game-server processes (the owner closes them). */
  database?: GamesDatabase;
  wallet?: FakeWallet;
  /** Relays crash events through this Redis, on channels under `redisPrefix`. */
  redisUrl?: string;
  redisPrefix?: string;
}

/**
 * A game server on an in-memory PGlite (or the given database) with the fake wallet; `play()` opens a session for a
 * game the way /launch does.
 */
export async function createGamesTestApp(options: GamesTestAppOptions = {}) {
  const ownDatabase = !options.database;
  const database = options.database ?? (await openGamesDatabase({ memory: true }));
  if (ownDatabase) await migrateGamesDatabase(database);
  const wallet = options.wallet ?? createFakeWallet();
  const config = loadGamesConfig({
    WALLET_SECRET: 'x'.repeat(32),
    GAMES_OPERATOR_TOKEN: 'operator-token-0123456789abcdef',
    LOG_LEVEL: 'warn',
    RECOVERY_INTERVAL_MS: '0',
    ...(options.redisUrl && { REDIS_URL: options.redisUrl }),
  });
  let logs = '';
  const logStream = new Writable({ write: (chunk: Buffer, _e, done) => ((logs += chunk.toString()), done()) });
  const built = await buildGamesApp({
    config,
    database,
    wallet: wallet.client,
    logStream,
    demoFixtures: false,
    ...(options.clock && { clock: options.clock }),
    ...(options.crash && { crash: options.crash }),
    ...(options.redisPrefix && { redisPrefix: options.redisPrefix }),
  });
  await built.app.ready();

  const play = playerLauncher(built.app, wallet);

  /** The game server's operator calls. */
  const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    built.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${config.operatorToken}` },
      ...(payload !== undefined && { payload: payload as object }),
    });

  return {
    ...built,
    database,
    wallet,
    play,
    operator,
    logs: () => logs,
    close: async () => {
      await built.app.close();
      if (ownDatabase) await database.close();
    },
  };
}
