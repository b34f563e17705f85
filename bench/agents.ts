/**
 * Agent area latency (issue 8): 100 000 members under 1 000 agents (10
 * levels of agents, members one level below), 1 000 000 rounds over the last
 * 30 days, today's logins, sessions and deposits; then the team P&L (today,
 * by direct downline) and the team counters (AGEINFO3, today) of the top
 * agent, whose team is everyone, through the real application (Fastify
 * inject: routing, session check, validation, service, SQL).
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres). The last line printed is one JSON object.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API } from '@app/contract';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/seed/seed.js';
import { seedAgentTree } from './support/agents-seed.js';
import { admin, urlOf } from './support/postgres.js';

const SIZE = {
  agents: Number(process.env.BENCH_AGENTS ?? 1_000),
  members: Number(process.env.BENCH_MEMBERS ?? 100_000),
  rounds: Number(process.env.BENCH_ROUNDS ?? 1_000_000),
  activeToday: Number(process.env.BENCH_ACTIVE ?? 20_000),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const name = `bench_agents_${randomBytes(4).toString('hex')}`;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! * 10) / 10;
};

await admin(`create database ${name}`);
const database = await createDatabase({ url: urlOf(name) });
try {
  let started = Date.now();
  await migrateDatabase(database);
  const merchant = await seed(database.db, 'demo');
  const client = new pg.Client({ connectionString: urlOf(name) });
  // The finally below drops the database with force: a connection still open then must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  const { topAgentId } = await seedAgentTree(client, merchant.id, SIZE);
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (token_hash, member_id, merchant_id, member_type, created_at, last_seen_at, expires_at) values ($1, $2, $3, 2, now(), now(), now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), topAgentId, merchant.id],
  );
  const counts = (
    await client.query(
      `select (select count(*) from members) as members, (select count(*) from game_rounds) as rounds, (select count(*) from agent_tree) as closure, (select max(depth) from agent_tree) as depth`,
    )
  ).rows[0];
  await client.end();
  console.log(
    `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.members} members, ${counts.rounds} rounds, ${counts.closure} closure rows, ${Number(counts.depth) + 1} levels`,
  );

  const config = {
    ...loadConfig({ LOG_LEVEL: 'error', DEMO_ACTIVITY: 'false', AGENT_SETTLE_INTERVAL_MS: '0' }),
    operatorToken: randomBytes(16).toString('hex'),
    webDistDir: '/nonexistent',
  };
  const app = await buildApp({ config, database });
  await app.ready();
  const headers = { authorization: `Bearer ${token}` };
  const measure = async (label: string, url: string) => {
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 5; i += 1) {
      started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: `10.1.${i % 250}.${(i * 7) % 250}` });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      if (i >= 5) samples.push(took);
      if (i === 0) console.log(`${label} answer: ${res.body.slice(0, 300)}`);
    }
    console.log(`${label.padEnd(4)} p50 ${percentile(samples, 0.5)} ms  p95 ${percentile(samples, 0.95)} ms  (${RUNS} runs)`);
    return percentile(samples, 0.95);
  };
  const pnl = await measure('pnl', API.agentTeamPnl);
  const kpi = await measure('kpi', API.agentKpi);
  await app.close();
  console.log(
    JSON.stringify({
      pnl_p95_ms: pnl,
      kpi_p95_ms: kpi,
      members: SIZE.members,
      agents: SIZE.agents,
      rounds: SIZE.rounds,
      database: 'postgresql',
    }),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
  else await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
