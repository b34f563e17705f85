/**
 * Reports (issue 31 item 7): 1 000 000 members (four in five under one of 5 000 agents) and 20 000 000 completed
 * rounds over 365 days on PostgreSQL, the rollups built once from them; then, through the real application (Fastify
 * inject: routing, API-key authentication, permission check, validation, service, SQL):
 * - ggr_by_day_year: the last 365 days grouped by day;
 * - ggr_by_game_month: the last 30 days grouped by game;
 * - agent_report: the last whole calendar month grouped by agent (an agent's monthly statement; whole months come
 *   from the monthly rollup), and agent_report_30d: the last 30 days grouped by agent (whole weeks from the weekly
 *   rollup, the rest from the daily rows); both as the back office asks for them, the first page (20 agents, biggest
 *   GGR first, every agent summed to rank them);
 * - rollup_lag_ms: a round played through the ledger's moves (the seamless wallet's bet, then the win that ends it)
 *   until today's report shows it, with the server's own fold job running (REPORTS_FOLD_INTERVAL_MS, 1 s): the median
 *   of LAG_RUNS rounds, and their worst.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres); a
 * database of its own is created and dropped (BENCH_KEEP_DB keeps it, BENCH_REUSE_DB=<name> measures a kept one).
 * Sizes: BENCH_MEMBERS, BENCH_ROUNDS, BENCH_DAYS, BENCH_AGENTS, BENCH_RUNS. The last line printed is one JSON object.
 */
import { randomBytes } from 'node:crypto';
import { addMerchantDays, API, merchantDayOf, type Report } from '@app/contract';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { houseAccount, memberAccount } from '../apps/server/src/modules/ledger/ledger-accounts.js';
import { credentialHash } from '../apps/server/src/modules/operators/operator-secrets.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { cpus } from 'node:os';
import { admin, urlOf } from './support/postgres.js';
import { seedReports } from './support/reports-seed.js';

const SIZE = {
  members: Number(process.env.BENCH_MEMBERS ?? 1_000_000),
  rounds: Number(process.env.BENCH_ROUNDS ?? 20_000_000),
  days: Number(process.env.BENCH_DAYS ?? 365),
  agents: Number(process.env.BENCH_AGENTS ?? 5_000),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const LAG_RUNS = 9;
const reuse = process.env.BENCH_REUSE_DB;
const name = reuse ?? `bench_reports_${randomBytes(4).toString('hex')}`;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
};

if (!reuse) await admin(`create database ${name}`);
const database = await createDatabase({ url: urlOf(name) });
try {
  const started = Date.now();
  await migrateDatabase(database);
  const merchant = await seed(database.db, 'demo');
  const client = new pg.Client({ connectionString: urlOf(name) });
  client.on('error', () => undefined);
  await client.connect();
  const first = reuse
    ? Number((await client.query(`select min(id) as id from members where username_lower = 'rp0'`)).rows[0].id)
    : (await seedReports(client, merchant.id, SIZE, (line) => console.log(line))).first;
  const key = `opk_${randomBytes(24).toString('base64url')}`;
  await client.query(
    `insert into operator_api_keys (merchant_id, name, role, key_hash, prefix, created_at) values ($1, 'bench', 'finance', $2, $3, now())`,
    [merchant.id, credentialHash(key), key.slice(0, 10)],
  );
  const counts = (
    await client.query(
      `select (select count(*) from members) as members, (select count(*) from game_rounds) as rounds,
         (select count(*) from report_game_days) as game_days, (select count(*) from report_agent_days) as agent_days,
         (select count(*) from report_day_members) as member_days`,
    )
  ).rows[0];
  await client.end();
  console.log(`${reuse ? 'reused' : 'filled'} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

  const config = {
    ...loadConfig({ LOG_LEVEL: 'error', DEMO_ACTIVITY: 'false', AGENT_SETTLE_INTERVAL_MS: '0', REPORTS_FOLD_INTERVAL_MS: '1000' }),
    operatorToken: randomBytes(16).toString('hex'),
    // No promotion sweep (the demo's daily cashback over a million members) behind the measurements.
    promotionSweepIntervalMs: 0,
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({ config, database });
  await app.ready();
  const headers = { authorization: `Bearer ${key}` };
  let call = 0;
  const report = async (from: string, to: string, groupBy: string): Promise<Report> => {
    // A fresh address per call: the operator scope's limit (300 a minute per route and address) guards the server.
    call += 1;
    const url = `${API.operatorReports}?from=${from}&to=${to}&groupBy=${groupBy}`;
    const res = await app.inject({ method: 'GET', url, headers, remoteAddress: `10.3.${call % 250}.${Math.floor(call / 250) % 250}` });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json().value as Report;
  };
  const measure = async (label: string, run: () => Promise<Report>) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 5; i += 1) {
      const at = performance.now();
      const read = await run();
      if (i >= 5) samples.push(performance.now() - at);
      if (i === 0) console.log(`${label}: ${read.rows.length} rows of ${read.total}, totals ${JSON.stringify(read.totals).slice(0, 160)}`);
    }
    console.log(`${label.padEnd(18)} p50 ${percentile(samples, 0.5)} ms  p95 ${percentile(samples, 0.95)} ms  (${RUNS} runs)`);
    return percentile(samples, 0.95);
  };

  const today = merchantDayOf(Date.now());
  const byDayYear = await measure('ggr_by_day_year', () => report(addMerchantDays(today, -364), today, 'day'));
  const byGameMonth = await measure('ggr_by_game_month', () => report(addMerchantDays(today, -29), today, 'game'));
  const lastMonthEnd = addMerchantDays(`${today.slice(0, 7)}-01`, -1);
  const agentReport = await measure('agent_report', () => report(`${lastMonthEnd.slice(0, 7)}-01`, lastMonthEnd, 'agent'));
  const agentReport30d = await measure('agent_report_30d', () => report(addMerchantDays(today, -29), today, 'agent'));

  // Rounds through the ledger's moves, as the seamless wallet posts them, each timed until today's report shows it.
  const player = { merchantId: merchant.id, memberId: first + 1, currency: 'BRL' };
  await app.ledger.transfer({
    ...player,
    debit: houseAccount('psp.clearing'),
    credit: memberAccount(player.memberId, 'cash'),
    amount: 1_000_000n,
    code: 'deposit',
    idempotencyKey: `bench-reports-${name}`,
  });
  const lags: number[] = [];
  for (let i = 0; i < LAG_RUNS; i += 1) {
    const before = await report(today, today, 'day');
    // A fresh round id each run: a reused database keeps the rounds of the runs before (a same id would be a replay).
    const round = { vendor: 'BENCH', roundId: `${name}-lag-${Date.now().toString(36)}-${i}`, gameCode: 'bench-lag', at: new Date() };
    await app.ledger.moves.bet(player, { ...round, transactionId: `${round.roundId}-b`, amount: 1_234n, request: { i } });
    await app.ledger.moves.win(player, { ...round, transactionId: `${round.roundId}-w`, amount: 0n, request: { i }, endRound: true });
    const settled = performance.now();
    const deadline = performance.now() + 60_000;
    while ((await report(today, today, 'day')).totals.rounds === before.totals.rounds) {
      if (performance.now() > deadline) throw new Error(`round ${round.roundId} not in the report after 60 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
    lags.push(performance.now() - settled);
  }
  console.log(`rollup lag: ${lags.map((l) => l.toFixed(0)).join(', ')} ms`);
  await app.close();
  console.log(
    JSON.stringify({
      ggr_by_day_year_p95_ms: byDayYear,
      ggr_by_game_month_p95_ms: byGameMonth,
      agent_report_p95_ms: agentReport,
      agent_report_30d_p95_ms: agentReport30d,
      rollup_lag_ms: percentile(lags, 0.5),
      rollup_lag_max_ms: percentile(lags, 1),
      members: SIZE.members,
      rounds: SIZE.rounds,
      days: SIZE.days,
      agents: SIZE.agents,
      cpus: cpus().length,
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
