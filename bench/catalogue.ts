/**
 * Catalogue throughput (issue 5): the built server on PostgreSQL with the
 * seeded demo catalogue, against a bare Fastify JSON route, in the same run,
 * at 50 concurrent clients (autocannon, closed loop).
 *
 *  - bare: a Fastify route answering a small JSON object (bench/support/bare-server.ts);
 *  - list: the game list, page 1 (35 slots), as an anonymous visitor without any cache;
 *  - filtered: page 1 of PP jackpot slots;
 *  - search: a part of a name, without accents;
 *  - cached: page 1 again with the ETag the site holds (If-None-Match → 304).
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres). The last line printed is one JSON object.
 */
import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { API } from '@app/contract';
import { startServerProcess } from '../apps/server/src/test/server-process.js';
import { httpLoad } from './support/http-load.js';
import { admin, urlOf } from './support/postgres.js';

const root = resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const name = `bench_catalogue_${randomBytes(4).toString('hex')}`;

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'support/bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: line.toString().trim(), stop: () => child.kill('SIGTERM') };
}

const page1 = `${API.gameList}?gameType=RNG&pageNo=1&pageSize=35&language=pt&platform=html5&clientType=2`;
const filtered = `${API.gameList}?gameType=RNG&vassalage=PP&gameClassify=JP&pageNo=1&pageSize=35&language=pt`;
const search = `${API.gameList}?gameName=dour&pageNo=1&pageSize=35&language=pt`;

execSync('npm run build -w @app/server', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
await admin(`create database ${name}`);
const bare = await startBare();
// Migrations and the demo catalogue are applied by the server at start, as in production.
const server = await startServerProcess(
  { DATABASE_URL: urlOf(name), OPERATOR_TOKEN: randomBytes(16).toString('hex'), LOG_LEVEL: 'error', DEMO_ACTIVITY: 'false' },
  {
    script: 'dist/server.js',
    ...(process.env.BENCH_PROFILE_DIR && { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] }),
  },
);
try {
  const run = (label: string, url: string, headers?: Record<string, string>, expectStatus?: number) =>
    httpLoad({ url, connections: CONNECTIONS, seconds: SECONDS, ...(headers && { headers }), ...(expectStatus && { expectStatus }) }).then(
      (r) => {
        console.log(
          `${label.padEnd(9)} ${String(r.rps).padStart(6)} rps  p50 ${r.p50Ms} ms  p95 ${r.p95Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  ${JSON.stringify(r.statuses)}`,
        );
        return r;
      },
    );
  const bareRun = await run('bare', `${bare.url}/bare`);
  const list = await run('list', `${server.url}${page1}`);
  const filter = await run('filtered', `${server.url}${filtered}`);
  const found = await run('search', `${server.url}${search}`);
  const etag = (await fetch(`${server.url}${page1}`)).headers.get('etag') ?? '';
  const cached = await run('cached', `${server.url}${page1}`, { 'if-none-match': etag }, 304);
  const ratio = (n: number) => Math.round((n / bareRun.rps) * 100) / 100;
  console.log(
    JSON.stringify({
      list_rps: list.rps,
      bare_rps: bareRun.rps,
      ratio: ratio(list.rps),
      cached_rps: cached.rps,
      cached_ratio: ratio(cached.rps),
      list_p95_ms: Math.max(list.p95Ms, filter.p95Ms),
      search_p95_ms: found.p95Ms,
      errors: list.errors + filter.errors + found.errors + cached.errors,
    }),
  );
} finally {
  await server.stop();
  bare.stop();
  await admin(`drop database if exists ${name} with (force)`).catch(() => undefined);
}
