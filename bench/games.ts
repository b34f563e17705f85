/**
 * The in-house games (issue 6): the platform and the game server, each its
 * own process on its own PostgreSQL database, wired as `npm start` wires them.
 *
 *  1. round_rps, bet_p99_ms: 50 concurrent players each playing bet-and-win
 *     rounds in a closed loop through the signed seamless protocol (a signed
 *     bet of 1.00, then the signed win that ends the round); bet_p99_ms times
 *     the bets.
 *  2. crash_broadcast_p99_ms: 1,000 simulated players connected to one crash
 *     room over WebSocket (each with its own game session) while 100 of them
 *     bet (spread over the first 3 s of the betting phase) with automatic
 *     cash-outs from 1.10x to 3.00x; every broadcast (new round, take-off,
 *     bets, cash-outs, crash) is timed from the server's stamp to its arrival
 *     at each of the 1,000 sockets, over BENCH_CRASH_ROUNDS rounds (the
 *     sockets spread over BENCH_CRASH_THREADS worker threads, 2).
 *  3. outcomes_per_s (measured first, before the servers start): provably
 *     fair outcome derivation in process, a step along the hash chain
 *     (SHA-256) and the crash point of the hash.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres). BENCH_SECONDS sets part 1's
 * length; BENCH_NO_BUILD=1 reuses the last server build. The last line
 * printed is one JSON object.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nextHash } from '../apps/games/src/engines/crash/crash-chain.js';
import { crashCentsOf } from '../apps/games/src/engines/crash/crash-formula.js';
import { openGamesDatabase } from '../apps/games/src/db/client.js';
import { openSession } from '../apps/games/src/sessions/sessions.service.js';
import { createDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { CURRENCIES, houseAccount, memberAccount } from '../apps/server/src/modules/ledger/ledger-accounts.js';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.js';
import * as members from '../apps/server/src/modules/members/members.service.js';
import { playerIdOf } from '../apps/server/src/modules/seamless/seamless-player.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { startGameServerProcess } from '../apps/server/src/test/game-server-process.js';
import { startServerProcess } from '../apps/server/src/test/server-process.js';
import { connectCrashPlayers } from './support/crash-sockets.js';
import { runSeamlessRounds } from './support/seamless-rounds.js';
import { admin, urlOf } from './support/postgres.js';

const root = resolve(import.meta.dirname, '..');
const PLAYERS = 50;
const WATCHERS = Number(process.env.BENCH_CRASH_PLAYERS ?? 1_000);
const BETTORS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 2);
/** Threads the simulated players are spread over (real players' phones take their messages in parallel). */
const THREADS = Number(process.env.BENCH_CRASH_THREADS ?? 2);
const VENDOR = { code: 'INHOUSE', secret: randomBytes(32).toString('hex') };
const CRASH_GAME = {
  nodeId: '0',
  vendor: 'INHOUSE',
  gameCode: 'bench-crash',
  engine: 'crash',
  engineConfig: null,
  names: { pt: 'Foguete', en: 'Skyrocket' },
  minBet: '0.10',
};

const percentileOf = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};

/** Members with money on the platform, as seamless player ids. */
async function preparePlayers(name: string, count: number): Promise<string[]> {
  const database = await createDatabase({ url: urlOf(name) });
  try {
    await migrateDatabase(database);
    const merchant = await seed(database.db, 'demo');
    const ledger = createLedger(database.db);
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const member = await members.createSocialMember({ db: database.db, clock: Date.now }, merchant.id, {
        provider: 'bench',
        ip: '127.0.0.1',
      });
      await ledger.transfer({
        merchantId: merchant.id,
        currency: CURRENCIES.real,
        debit: houseAccount('psp.clearing'),
        credit: memberAccount(member.id, 'cash'),
        amount: 100_000_000n,
        code: 'deposit',
        idempotencyKey: `bench-fund-${member.id}`,
      });
      ids.push(playerIdOf(merchant.id, member.id));
    }
    return ids;
  } finally {
    await database.close();
  }
}

/**
 * Game sessions as /launch opens them, written straight into the game server's database (1,000 launches would measure
 * the launch, not the room).
 */
async function crashSessions(gamesDbUrl: string, playerIds: string[], count: number): Promise<string[]> {
  const database = await openGamesDatabase({ url: gamesDbUrl });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const auth = {
        playerId: playerIds[i % playerIds.length]!,
        currency: 'BRL',
        balance: '0.00',
        screenName: `pl***${String(i).padStart(2, '0').slice(-2)}`,
        game: CRASH_GAME,
      };
      tokens.push((await openSession(database.db, auth, 'pt', Date.now())).token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

/** Outcomes derived as a verifier does: a step along the chain (SHA-256), then the crash point of the hash. */
function outcomesPerSecond(): number {
  let hash: Buffer = randomBytes(32);
  const n = 300_000;
  const started = performance.now();
  let sink = 0;
  for (let i = 0; i < n; i += 1) {
    hash = nextHash(hash);
    sink += crashCentsOf(hash.toString('hex'));
  }
  if (sink < 0) throw new Error('unreachable');
  return Math.round(n / ((performance.now() - started) / 1_000));
}

async function crashRounds(gamesUrl: string, sessions: string[]) {
  const room = await connectCrashPlayers(`${gamesUrl.replace(/^http/, 'ws')}/api/crash/ws`, sessions, THREADS);
  console.log(`crash: ${room.count()} players connected over ${THREADS} threads`);
  const bettors = sessions.slice(0, BETTORS);
  let bets = 0;
  let delays: number[] = [];
  try {
    room.record(true);
    for (let i = 0; i < CRASH_ROUNDS; i += 1) {
      await room.next('round', 150_000);
      // Players bet over the first 3 s of the 5 s betting phase, as people do, not all in one instant.
      const placed = await Promise.all(
        bettors.map((session, j) =>
          new Promise((r) => setTimeout(r, (j / bettors.length) * 3_000))
            .then(() =>
              fetch(`${gamesUrl}/api/crash/bet`, {
                method: 'POST',
                headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
                body: JSON.stringify({ stake: '1.00', autoCashout: (1.1 + (j % 20) * 0.1).toFixed(2) }),
              }),
            )
            .then((r) => r.ok),
        ),
      );
      bets += placed.filter(Boolean).length;
      const crash = await room.next('crash', 150_000);
      console.log(`crash round ${i + 1}: crashed at ${((crash.crashCents ?? 0) / 100).toFixed(2)}x`);
    }
  } finally {
    room.record(false);
    delays = await room.finish();
  }
  return { p50Ms: percentileOf(delays, 0.5), p99Ms: percentileOf(delays, 0.99), deliveries: delays.length, bets };
}

const serverDb = `bench_games_srv_${randomBytes(4).toString('hex')}`;
const gamesDb = `bench_games_gs_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-games-'));
const stops: Array<() => Promise<void>> = [];
try {
  // Measured first, before the servers take their share of the machine.
  const outcomes = outcomesPerSecond();
  console.log(`provably fair outcomes: ${outcomes} per second`);
  if (!process.env.BENCH_NO_BUILD) execSync('npm run build -w @app/server', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  await admin(`create database ${serverDb}`);
  await admin(`create database ${gamesDb}`);
  const players = await preparePlayers(serverDb, PLAYERS + BETTORS);
  const server = await startServerProcess(
    {
      DATABASE_URL: urlOf(serverDb),
      DATABASE_POOL_MAX: String(PLAYERS),
      SEAMLESS_VENDORS: `${VENDOR.code}:${VENDOR.secret}`,
      OPERATOR_TOKEN: randomBytes(16).toString('hex'),
      LOG_LEVEL: 'error',
      DEMO_ACTIVITY: 'false',
    },
    { script: 'dist/server.js' },
  );
  stops.push(() => server.stop());
  const games = await startGameServerProcess({
    DATA_DIR: dataDir,
    GAMES_DATABASE_URL: urlOf(gamesDb),
    WALLET_URL: server.url,
    WALLET_SECRET: VENDOR.secret,
    GAMES_OPERATOR_TOKEN: randomBytes(16).toString('hex'),
    SITE_ORIGINS: server.url,
    LOG_LEVEL: 'error',
    CRASH_BETTING_MS: '5000',
    CRASH_PAUSE_MS: '1000',
    CRASH_CHAIN_LENGTH: '10000',
  });
  stops.push(() => games.stop());

  const load = await runSeamlessRounds({
    url: server.url,
    vendor: VENDOR,
    players: players.slice(0, PLAYERS),
    seconds: SECONDS,
    gameCode: 'bench-slot',
  });
  console.log(
    `seamless rounds, ${PLAYERS} players: ${load.roundRps} rounds/s, bet p50 ${load.betP50Ms} ms, p99 ${load.betP99Ms} ms, errors ${load.errors}`,
  );

  const sessions = await crashSessions(urlOf(gamesDb), players.slice(PLAYERS), WATCHERS);
  const crash = await crashRounds(games.url, sessions);
  console.log(
    `crash room, ${WATCHERS} sockets, ${crash.bets} bets: ${crash.deliveries} deliveries, p50 ${crash.p50Ms} ms, p99 ${crash.p99Ms} ms`,
  );
  console.log(
    JSON.stringify({
      round_rps: load.roundRps,
      bet_p99_ms: load.betP99Ms,
      crash_broadcast_p99_ms: crash.p99Ms,
      outcomes_per_s: outcomes,
      errors: load.errors,
    }),
  );
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  await admin(`drop database if exists ${serverDb} with (force)`).catch(() => undefined);
  await admin(`drop database if exists ${gamesDb} with (force)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
