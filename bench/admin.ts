/**
 * Back-office latency (issue 29): 1 000 000 members and 10 000 000 ledger transfers (20 000 000 entries) on
 * PostgreSQL, 200 000 withdrawals of which 2 000 pending; then, through the real application (Fastify inject:
 * routing, API-key authentication, permission check, validation, service, SQL):
 * - player search by username prefix, CPF and mobile (a third of the runs each, a random member each time);
 * - a player's page: the page call and the first page of their ledger history, one after the other (what the
 *   player screen loads before it shows);
 * - the withdrawal queue: the pending withdrawals' first page with risk flags.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
 * Sizes: BENCH_MEMBERS, BENCH_TRANSFERS, BENCH_WITHDRAWALS, BENCH_RUNS. The last line printed is one JSON object.
 */
import { randomBytes } from 'node:crypto';
import { API } from '@app/contract';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { credentialHash } from '../apps/server/src/modules/operators/operator-secrets.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { benchPlayer, seedPlayers } from './support/players-seed.js';
import { admin, urlOf } from './support/postgres.js';

const SIZE = {
  members: Number(process.env.BENCH_MEMBERS ?? 1_000_000),
  transfers: Number(process.env.BENCH_TRANSFERS ?? 10_000_000),
  withdrawals: Number(process.env.BENCH_WITHDRAWALS ?? 200_000),
  pendingWithdrawals: 2_000,
};
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** BENCH_REUSE_DB: measure on a database a run kept (BENCH_KEEP_DB), without seeding again. */
const reuse = process.env.BENCH_REUSE_DB;
const name = reuse ?? `bench_admin_${randomBytes(4).toString('hex')}`;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
};
const randomMember = () => Math.floor(Math.random() * SIZE.members);

if (!reuse) await admin(`create database ${name}`);
const database = await createDatabase({ url: urlOf(name) });
try {
  const started = Date.now();
  await migrateDatabase(database);
  const merchant = await seed(database.db, 'demo');
  const client = new pg.Client({ connectionString: urlOf(name) });
  // The finally below drops the database with force: a connection still open then must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  const first = reuse
    ? Number((await client.query(`select min(id) as id from members where username_lower = 'pl0'`)).rows[0].id)
    : (await seedPlayers(client, merchant.id, SIZE)).first;
  const key = `opk_${randomBytes(24).toString('base64url')}`;
  await client.query(
    `insert into operator_api_keys (merchant_id, name, role, key_hash, prefix, created_at) values ($1, 'bench', 'support', $2, $3, now())`,
    [merchant.id, credentialHash(key), key.slice(0, 10)],
  );
  const counts = (
    await client.query(
      `select (select count(*) from members) as members, (select count(*) from ledger_transfers) as transfers,
         (select count(*) from ledger_entries) as entries, (select count(*) from withdrawals where status = 'pending') as pending`,
    )
  ).rows[0];
  await client.end();
  console.log(
    `${reuse ? 'reused' : 'seeded'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.members} members, ${counts.transfers} transfers, ${counts.entries} entries, ${counts.pending} pending withdrawals`,
  );

  const config = {
    ...loadConfig({ LOG_LEVEL: 'error', DEMO_ACTIVITY: 'false', AGENT_SETTLE_INTERVAL_MS: '0' }),
    operatorToken: randomBytes(16).toString('hex'),
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({ config, database });
  await app.ready();
  const headers = { authorization: `Bearer ${key}` };
  let call = 0;
  const get = async (label: string, url: string) => {
    // A fresh address per call: the operator scope's limit (300 a minute per route and address) guards the server.
    call += 1;
    const res = await app.inject({ method: 'GET', url, headers, remoteAddress: `10.2.${call % 250}.${Math.floor(call / 250) % 250}` });
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const measure = async (label: string, run: (i: number) => Promise<unknown>) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 5; i += 1) {
      const at = performance.now();
      await run(i);
      if (i >= 5) samples.push(performance.now() - at);
    }
    console.log(`${label.padEnd(16)} p50 ${percentile(samples, 0.5)} ms  p95 ${percentile(samples, 0.95)} ms  (${RUNS} runs)`);
    return percentile(samples, 0.95);
  };

  const search = async (i: number) => {
    const player = benchPlayer(randomMember());
    const query = [`username=${player.username.slice(0, 7)}`, `cpf=${player.cpf}`, `mobile=${player.mobile}`][i % 3]!;
    const res = await get('search', `${API.operatorPlayers}?${query}`);
    if (i < 3) console.log(`search ${query}: ${res.body.slice(0, 200)}`);
    if (res.json().value.rows.length === 0) throw new Error(`search ${query} found nobody`);
  };
  const page = async (i: number) => {
    const id = String(first + randomMember());
    const summary = await get('page', API.operatorPlayer.replace(':id', id));
    const ledger = await get('ledger', `${API.operatorPlayerLedger.replace(':id', id)}?limit=50`);
    if (i === 0) console.log(`page: ${summary.body.slice(0, 200)}\nledger: ${ledger.body.slice(0, 200)}`);
  };
  const queue = async (i: number) => {
    const res = await get('queue', `${API.operatorWithdrawals}?status=pending`);
    if (i === 0) console.log(`queue: ${res.body.slice(0, 200)}`);
  };

  const playerSearch = await measure('player search', search);
  const playerPage = await measure('player page', page);
  const withdrawalQueue = await measure('withdrawal queue', queue);
  await app.close();
  console.log(
    JSON.stringify({
      player_search_p95_ms: playerSearch,
      player_page_p95_ms: playerPage,
      withdrawal_queue_p95_ms: withdrawalQueue,
      members: SIZE.members,
      transfers: SIZE.transfers,
      withdrawals: SIZE.withdrawals,
      database: 'postgresql',
    }),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
  if (process.env.BENCH_KEEP_DB || reuse) console.log(`kept database ${name}`);
  else await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
