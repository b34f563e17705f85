/**
 * Wallet throughput (issue 4): pgbench's TPC-B-like script and then bet/win
 * pairs through the product's HTTP seamless-wallet path, against the same
 * PostgreSQL in the same run, at 50 concurrent clients.
 *
 *  1. pgbench -i -s 50 (50 branches, so its 50 clients are not all queued on
 *     one branch row); the built server (apps/server/dist) on a fresh
 *     database with 2,000 players.
 *  2. A warm-up turn, not counted (every player first plays one round, so
 *     the server knows them all, as a server in service knows its players
 *     in play), then five turns of: a checkpoint, pgbench
 *     -c 50 -j 2 -T 6 -M prepared, a checkpoint, then 6 s (after 2 s of
 *     warm-up) of 50 clients each sending signed bet 1.00 / win 0.50 (ending
 *     the round) pairs for random players. Every request is acknowledged
 *     only once it is committed, like a pgbench transaction (the requests
 *     waiting for the same connection commit together: db/pipeline.ts);
 *     wallet_tps counts them.
 *     pgbench_tps is the mean of its turns; wallet_tps and p99_ms are over
 *     all the wallet's calls. pgbench_mean_latency_ms and pgbench_p99_ms,
 *     the mean and p99 latency of pgbench's own transactions (from its
 *     per-transaction log), say what p99_ms ≤ 50 asks of this machine.
 *  3. 50 clients on 50 distinct players, house side sharded (the default),
 *     then the same with LEDGER_HOUSE_SHARDS=0 (every player its own house
 *     row: no shared house row at all), to show the sharded house costs
 *     little.
 *     The machine's CPU time (/proc/stat) over the same turns gives
 *     wallet_cpu_us_per_call and pgbench_cpu_us_per_tx; cpu_ratio, their
 *     quotient, is what ratio tends to on a machine where neither waits on
 *     its disk, and steal_share is the time the host took from this guest.
 *  4. The ceiling of the database alone: pgbench running the same two SQL
 *     functions the HTTP path calls (seamless_bet, seamless_win that ends the
 *     round) for the same players at 50 clients, no HTTP and no Node; each
 *     call counts as one transaction, like wallet_tps. wallet_tps over it
 *     shows what the HTTP path costs beyond the ledger's own database work.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres) and pgbench on the PATH.
 * The last line printed is one JSON object.
 */
import { execFileSync, execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { CURRENCIES, houseAccount, memberAccount } from '../apps/server/src/modules/ledger/ledger-accounts.js';
import { createLedger } from '../apps/server/src/modules/ledger/ledger.service.js';
import * as members from '../apps/server/src/modules/members/members.service.js';
import { playerIdOf } from '../apps/server/src/modules/seamless/seamless-player.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { startServerProcess } from '../apps/server/src/test/server-process.js';
import { mergeLoads, runLoad, type LoadResult } from './support/load.js';
import { cpuBetween, cpuTimes, type CpuTimes } from './support/machine-cpu.js';
import { percentile } from './support/seamless-client.js';
import { admin, urlOf } from './support/postgres.js';

const root = resolve(import.meta.dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2_000);
const VENDOR = { code: 'BENCH', secret: randomBytes(24).toString('hex') };
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
const TURN_SECONDS = Number(process.env.BENCH_TURN_SECONDS ?? 6);

/** The tps pgbench printed; any failed transaction is an error, not a figure. */
function tpsOf(out: string): number {
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
  if (!tps || /number of failed transactions: [1-9]/.test(out)) throw new Error(`pgbench failed:\n${out}`);
  return Number(tps[1]);
}

/**
 * Writes out the dirty pages left before a measured turn (pgbench -i's 5 million rows, the players' accounts,
 * the other side's last turn), so neither pgbench nor the wallet pays for the other's writes.
 */
const checkpoint = () => admin('checkpoint');

function pgbenchInit(name: string): void {
  execFileSync('pgbench', ['-i', '-q', '-s', '50', urlOf(name)], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * One pgbench turn: its tps, and the mean and p99 latency its clients saw (what the wallet's p99 compares with on
 * this machine), the p99 from pgbench's per-transaction log.
 */
function pgbench(name: string, seconds: number): { tps: number; latencyMs: number; latenciesMs: number[]; cpu?: CpuTimes } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  try {
    const cpuFrom = cpuTimes();
    const out = execFileSync(
      'pgbench',
      ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-M', 'prepared', '-l', `--log-prefix=${join(dir, 'log')}`, urlOf(name)],
      { encoding: 'utf8' },
    );
    // Each line: client, transaction, its latency in µs, ...
    const latenciesMs = readdirSync(dir).flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    );
    const cpu = cpuBetween(cpuFrom, cpuTimes());
    return { tps: tpsOf(out), latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]), latenciesMs, ...(cpu && { cpu }) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same bet and win calls as the HTTP path, made by pgbench straight to the functions (bench_players holds the account ids). */
const DB_ONLY_SCRIPT = `\\set n random(1, ${PLAYERS})
\\set r random(1, 2000000000)
SELECT merchant_id AS m, member_id AS mem, cash AS c, house AS h FROM bench_players WHERE n = :n \\gset
SELECT * FROM seamless_bet('BENCHDB', 'b-' || :r || '-' || :client_id, :m, :mem, 'r-' || :r || '-' || :client_id, 'bench-slot', 'BRL', 100, 'hb' || :r, :c, :h);
SELECT * FROM seamless_win('BENCHDB', 'w-' || :r || '-' || :client_id, :m, :mem, 'r-' || :r || '-' || :client_id, 'bench-slot', 'BRL', 50, 'hw' || :r, true, :c, :h, now());
`;

function databaseOnly(name: string): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
  try {
    writeFileSync(join(dir, 'bet-win.sql'), DB_ONLY_SCRIPT);
    const out = execFileSync(
      'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', '15', '-M', 'prepared', '-f', join(dir, 'bet-win.sql'), urlOf(name)],
      { encoding: 'utf8' },
    );
    return tpsOf(out) * 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function preparePlayers(name: string): Promise<string[]> {
  const database = await createDatabase({ url: urlOf(name) });
  try {
    await migrateDatabase(database);
    const merchant = await seed(database.db, 'demo');
    const ledger = createLedger(database.db);
    const deps = { db: database.db, clock: Date.now };
    const ids: string[] = [];
    const accounts: string[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const member = await members.createSocialMember(deps, merchant.id, { provider: 'bench', ip: '127.0.0.1' });
      await ledger.transfer({
        merchantId: merchant.id,
        currency: CURRENCIES.real,
        debit: houseAccount('psp.clearing'),
        credit: memberAccount(member.id, 'cash'),
        amount: 10_000_000n,
        code: 'deposit',
        idempotencyKey: `bench-fund-${member.id}`,
      });
      ids.push(playerIdOf(merchant.id, member.id));
      const [cash, house] = await ledger.accountIdsOf(merchant.id, CURRENCIES.real, [
        memberAccount(member.id, 'cash'),
        houseAccount('house.games', member.id),
      ]);
      accounts.push(`(${i + 1}, ${merchant.id}, ${member.id}, ${cash}, ${house})`);
    }
    await database.db.execute(
      sql.raw(`create table bench_players (n int primary key, merchant_id int, member_id int, cash bigint, house bigint);
      insert into bench_players values ${accounts.join(', ')}`),
    );
    // pgbench -i ends with VACUUM ANALYZE; without statistics on the freshly filled tables the planner
    // takes them for empty and scans them whole (production has autovacuum's statistics).
    await database.db.execute(sql`vacuum analyze`);
    return ids;
  } finally {
    await database.close();
  }
}

const pgName = `bench_pg_${randomBytes(4).toString('hex')}`;
const walletName = `bench_wallet_${randomBytes(4).toString('hex')}`;
const round1 = (n: number) => Math.round(n * 10) / 10;
try {
  execSync('npm run build -w @app/server', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  // BENCH_SKIP_PGBENCH=1 for quick wallet-only runs while tuning; the reported figure always includes it.
  const withPgbench = !process.env.BENCH_SKIP_PGBENCH;
  await admin(`create database ${pgName}`);
  if (withPgbench) pgbenchInit(pgName);
  await admin(`create database ${walletName}`);
  const players = await preparePlayers(walletName);
  // The server as shipped: its default pool (DATABASE_POOL_MAX, 8 connections) serves the 50 clients.
  const env = {
    DATABASE_URL: urlOf(walletName),
    SEAMLESS_VENDORS: `${VENDOR.code}:${VENDOR.secret}`,
    OPERATOR_TOKEN: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'error',
  };
  const start = (extra: Record<string, string> = {}) =>
    startServerProcess(
      { ...env, ...extra },
      {
        script: 'dist/server.js',
        ...(process.env.BENCH_PROFILE_DIR && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] }),
      },
    );

  let server = await start();
  // pgbench and the wallet take short turns, so a machine whose speed drifts from minute to minute (seen
  // here: the same run 20 % apart a minute later) weighs on both sides of the ratio alike.
  const pgbenchRuns: Array<ReturnType<typeof pgbench>> = [];
  const walletRuns: LoadResult[] = [];
  // Turn 0 warms both sides up and is not counted: the server compiles its code and meets every player once
  // (the player and its accounts are then kept; each plays a round first, so none is met for the first time in
  // a measured turn, as a server in service knows its players in play), as pgbench's first run meets a cold cache.
  for (let turn = 0; turn <= TURNS; turn += 1) {
    await checkpoint();
    const pgbenchTurn = withPgbench ? pgbench(pgName, TURN_SECONDS) : { tps: Number.NaN, latencyMs: Number.NaN, latenciesMs: [] };
    await checkpoint();
    const walletTurn = await runLoad({
      url: server.url,
      vendor: VENDOR,
      players,
      clients: CLIENTS,
      seconds: TURN_SECONDS,
      distinct: false,
      meetEveryPlayer: turn === 0,
    });
    console.log(
      `turn ${turn}${turn === 0 ? ' (warm-up)' : ''}: pgbench TPC-B-like, scale 50, ${CLIENTS} clients: ${round1(pgbenchTurn.tps)} tps, mean ${pgbenchTurn.latencyMs} ms; wallet, ${PLAYERS} players: ${round1(walletTurn.tps)} tps, p50 ${walletTurn.p50Ms} ms`,
    );
    if (turn === 0) continue;
    pgbenchRuns.push(pgbenchTurn);
    walletRuns.push(walletTurn);
  }
  await admin(`drop database ${pgName} with (force)`);
  // NaN when pgbench was skipped.
  const pgbenchTps = pgbenchRuns.reduce((sum, run) => sum + run.tps, 0) / pgbenchRuns.length;
  const pgbenchLatencyMs = pgbenchRuns.reduce((sum, run) => sum + run.latencyMs, 0) / pgbenchRuns.length;
  const many = mergeLoads(walletRuns);
  const pgbenchP99Ms = percentile(
    pgbenchRuns.flatMap((run) => run.latenciesMs).sort((a, b) => a - b),
    0.99,
  );
  // The whole machine's CPU per call (server, database and load) and per pgbench transaction (pgbench and
  // database): on a machine where both sides are CPU-bound, their quotient is what the ratio tends to.
  const pgbenchCpuUs = pgbenchRuns.every((run) => run.cpu)
    ? pgbenchRuns.reduce((sum, run) => sum + (run.cpu?.busyUs ?? 0), 0) / pgbenchRuns.reduce((sum, run) => sum + run.tps * TURN_SECONDS, 0)
    : Number.NaN;
  const walletCpuUs = many.cpu ? many.cpu.busyUs / many.latenciesMs.length : Number.NaN;
  const stealShare = many.cpu ? many.cpu.stealUs / many.cpu.totalUs : Number.NaN;
  console.log(
    `pgbench: ${round1(pgbenchTps)} tps, p99 ${pgbenchP99Ms} ms; wallet: ${round1(many.tps)} tps, p50 ${many.p50Ms} ms, p99 ${many.p99Ms} ms, errors ${many.errors}`,
  );
  const distinct = await runLoad({ url: server.url, vendor: VENDOR, players, clients: CLIENTS, seconds: 15, distinct: true });
  console.log(`wallet, ${CLIENTS} distinct players, sharded house: ${round1(distinct.tps)} tps, p99 ${distinct.p99Ms} ms`);
  await server.stop();

  server = await start({ LEDGER_HOUSE_SHARDS: '0' });
  const noHouse = await runLoad({
    url: server.url,
    vendor: VENDOR,
    players: players.slice(CLIENTS),
    clients: CLIENTS,
    seconds: 15,
    distinct: true,
  });
  console.log(`wallet, ${CLIENTS} distinct players, no shared house row: ${round1(noHouse.tps)} tps, p99 ${noHouse.p99Ms} ms`);
  await server.stop();

  // Last, so its rows and their vacuum do not weigh on the HTTP runs.
  const dbOnlyTps = databaseOnly(walletName);
  console.log(`wallet functions alone (pgbench, no HTTP), ${CLIENTS} clients: ${round1(dbOnlyTps)} tps`);

  console.log(
    JSON.stringify({
      wallet_tps: round1(many.tps),
      pgbench_tps: round1(pgbenchTps),
      ratio: Math.round((many.tps / pgbenchTps) * 100) / 100,
      p99_ms: many.p99Ms,
      pgbench_mean_latency_ms: round1(pgbenchLatencyMs),
      pgbench_p99_ms: pgbenchP99Ms,
      errors: many.errors + distinct.errors + noHouse.errors,
      db_only_tps: round1(dbOnlyTps),
      http_share_of_db_only: Math.round((many.tps / dbOnlyTps) * 100) / 100,
      distinct_tps: round1(distinct.tps),
      distinct_no_house_tps: round1(noHouse.tps),
      house_ratio: Math.round((distinct.tps / noHouse.tps) * 100) / 100,
      wallet_cpu_us_per_call: Math.round(walletCpuUs),
      pgbench_cpu_us_per_tx: Math.round(pgbenchCpuUs),
      cpu_ratio: Math.round((pgbenchCpuUs / walletCpuUs) * 100) / 100,
      steal_share: Math.round(stealShare * 1000) / 1000,
    }),
  );
} finally {
  await admin(`drop database if exists ${pgName} with (force)`).catch(() => undefined);
  await admin(`drop database if exists ${walletName} with (force)`).catch(() => undefined);
}
