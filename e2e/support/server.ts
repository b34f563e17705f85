import { API } from '@app/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Test servers draw real captcha images but accept this fixed answer
 * (TEST_CAPTCHA_FIXED_ANSWER; the server refuses it when NODE_ENV=production).
 */
export const TEST_CAPTCHA_ANSWER = '4242';

export interface RunningServer {
  url: string;
  port: number;
  /** Its PGlite folder: `npm run ops` on this machine finds the server through it (and PORT). */
  dataDir: string;
  operatorToken: string;
  /** The in-house game server started beside the platform. */
  games: RunningGames;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A first start initialises, migrates and seeds two PGlite databases: over 60 s on a slow two-core machine under load (seen 2026-11-29).
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in time:\n${output()}`);
}

export interface RunningGames {
  url: string;
  operatorToken: string;
}

/** A child process whose output is kept to show when it fails. */
export function spawnCommand(command: string, args: string[], env: Record<string, string>) {
  let log = '';
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return { child, output: () => log };
}

function spawnProcess(entry: string, env: Record<string, string>) {
  return spawnCommand(process.execPath, [join(repoRoot, entry)], env);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Set by support/global-setup.ts: a data folder a first start has migrated and seeded, stopped. */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';
/** What a first start seeds depends on these: a server given one starts from an empty folder instead of the seeded copy. */
const SEED_INPUTS = ['MERCHANT_CODE', 'DEMO_ACTIVITY', 'NODE_ENV', 'DATABASE_URL', 'GAMES_DATABASE_URL'];

/**
 * Starts the built platform server and the in-house game server with a data
 * folder of their own (each its own PGlite) on free ports, sharing the
 * in-house vendor's wallet secret as `npm start` does. The folder is a copy
 * of the run's seeded one when there is one: a first start (initialising,
 * migrating and seeding two PGlite databases) took up to a minute per server
 * on a loaded two-core machine. `options.dataDir`: start on that folder and
 * keep it (the global setup seeds with it).
 */
export async function startServer(env: Record<string, string> = {}, options: { dataDir?: string } = {}): Promise<RunningServer> {
  const [port, gamesPort] = [await freePort(), await freePort()];
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const seeded = options.dataDir ? undefined : process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && !SEED_INPUTS.some((name) => name in env)) cpSync(seeded, dataDir, { recursive: true });
  const removeDataDir = () => {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const operatorToken = randomBytes(24).toString('hex');
  const walletSecret = randomBytes(32).toString('hex');
  const games = { url: `http://127.0.0.1:${gamesPort}`, operatorToken: randomBytes(24).toString('hex') };
  const url = `http://127.0.0.1:${port}`;
  const server = spawnProcess('apps/server/dist/server.js', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_TOKEN: operatorToken,
    TEST_CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA_ANSWER,
    // A few tries per proof of work: forms submit at once (the default costs a browser about a second).
    CAPTCHA_POW_DIFFICULTY: '20',
    // A worker's server takes every spec's registrations from 127.0.0.1; the limit itself has a server test.
    REGISTRATIONS_PER_ADDRESS_HOUR: '1000',
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    SEAMLESS_VENDORS: `INHOUSE:${walletSecret}`,
    GAMES_PUBLIC_URL: games.url,
    GAMES_OPERATOR_TOKEN: games.operatorToken,
    ...env,
  });
  const gameServer = spawnProcess('apps/games/dist/server.js', {
    GAMES_PORT: String(gamesPort),
    GAMES_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    GAMES_DATABASE_URL: '',
    WALLET_URL: url,
    WALLET_SECRET: walletSecret,
    GAMES_OPERATOR_TOKEN: games.operatorToken,
    SITE_ORIGINS: url,
    LOG_LEVEL: 'warn',
  });
  try {
    await Promise.all([
      waitReady(`${url}/ready`, server.child, server.output),
      waitReady(`${games.url}/health`, gameServer.child, gameServer.output),
    ]);
  } catch (error) {
    // Servers too slow to start must not outlive the test run.
    server.child.kill('SIGKILL');
    gameServer.child.kill('SIGKILL');
    removeDataDir();
    throw error;
  }
  return {
    url,
    port,
    dataDir,
    operatorToken,
    games,
    async stop() {
      await Promise.all([stopProcess(server.child), stopProcess(gameServer.child)]);
      removeDataDir();
    },
  };
}

/** Calls an operator endpoint of the running server. */
export async function operatorCall(server: RunningServer, method: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The merchant-wide switch to the Brazilian rules (limits, identity, barred persons): a test doing it runs its own server. */
export async function switchToBrazil(server: RunningServer): Promise<void> {
  const res = await operatorCall(server, 'PUT', API.operatorJurisdiction, { jurisdiction: 'BR' });
  if (res.status !== 200) throw new Error(`switching to BR answered ${res.status}`);
}
