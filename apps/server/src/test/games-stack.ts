import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@app/contract';
import { startGameServerProcess, type GameServerProcess } from './game-server-process.js';
import type { MoneyMember } from './money.js';
import { freePort } from './server-process.js';
import { createTestApp, type DatabaseKind, type TestApp } from './test-app.js';

export const IN_HOUSE_TEST_VENDOR = { code: 'INHOUSE', secret: randomBytes(32).toString('hex') };

/** Launches a game for the member the way the site does and opens its page: answers the game server session. */
async function openGame(t: TestApp, gamesUrl: () => string, member: MoneyMember, query: string) {
  const launch = await t.app.inject({
    method: 'GET',
    url: `${API.gameLaunch}?${query}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
  if (launch.statusCode !== 200) throw new Error(`launch refused: ${launch.body}`);
  const page = await fetch(launch.json().value.url).then((r) => r.text());
  const session = /<meta name="game-session" content="([^"]+)">/.exec(page)?.[1];
  if (!session) throw new Error(`no session in the launch page:\n${page.slice(0, 300)}`);
  const headers = { authorization: `Bearer ${session}`, 'content-type': 'application/json' };
  return {
    session,
    get: <T>(path: string) =>
      fetch(`${gamesUrl()}${path}`, { headers }).then(async (r) => ({ status: r.status, body: (await r.json()) as { value: T } })),
    post: <T>(path: string, body: unknown) =>
      fetch(`${gamesUrl()}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { value: T },
      })),
  };
}

/** The platform in process, listening on a port, with the in-house vendor's secret and the game server's address. */
async function listeningPlatform(kind: DatabaseKind, gamesPort: number, operatorToken: string) {
  const t: TestApp = await createTestApp(kind, {
    // The operator token too: the back office's sportsbook calls reach the game server with it.
    config: { seamlessVendors: [IN_HOUSE_TEST_VENDOR], games: { publicUrl: `http://127.0.0.1:${gamesPort}`, operatorToken } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  return { t, walletUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * The platform (in process, listening on a port) and the in-house game
 * server (its own process, from source) wired as `npm start` wires them: the
 * game server reaches the platform only through the signed wallet over HTTP.
 */
export async function startGamesStack(kind: DatabaseKind, gamesEnv: Record<string, string> = {}) {
  const gamesPort = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'games-'));
  const operatorToken = randomBytes(16).toString('hex');
  const { t, walletUrl } = await listeningPlatform(kind, gamesPort, operatorToken);
  const env = {
    DATA_DIR: dataDir,
    WALLET_URL: walletUrl,
    WALLET_SECRET: IN_HOUSE_TEST_VENDOR.secret,
    GAMES_OPERATOR_TOKEN: operatorToken,
    SITE_ORIGINS: walletUrl,
    RECOVERY_INTERVAL_MS: '300',
    RECOVERY_GRACE_MS: '1000',
    ...gamesEnv,
  };
  let games: GameServerProcess = await startGameServerProcess(env, gamesPort);

  /** A call of the game server's operator API. */
  const operator = (method: string, path: string, body?: unknown) =>
    fetch(`${games.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  return {
    t,
    get games() {
      return games;
    },
    open: (member: MoneyMember, query: string) => openGame(t, () => games.url, member, query),
    operator,
    async restart() {
      await games.kill();
      games = await startGameServerProcess(env, gamesPort);
    },
    async kill() {
      await games.kill();
    },
    async start() {
      games = await startGameServerProcess(env, gamesPort);
    },
    async close() {
      await games.stop();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type GamesStack = Awaited<ReturnType<typeof startGamesStack>>;
