import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { freePort, spawnCommand, TEST_CAPTCHA_ANSWER, waitReady } from './server.js';

const repoRoot = resolve(import.meta.dirname, '../..');
export const HAPROXY = '/usr/sbin/haproxy';
/** The balancer's configuration an operator deploys (deploy/README.md): the cluster tests run the very file. */
const HAPROXY_CFG = join(repoRoot, 'deploy/haproxy/haproxy.cfg');

/** A cluster needs what one machine cannot fake: PostgreSQL, Redis and HAProxy (CI has all three). */
export function clusterMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is unset';
  if (!process.env.REDIS_URL) return 'REDIS_URL is unset';
  if (!existsSync(HAPROXY)) return `${HAPROXY} is not installed`;
  return undefined;
}

export interface ClusterNode {
  url: string;
  child: ChildProcess;
  output: () => string;
}

export interface Cluster {
  /** The balancer's address: what players and operators use. */
  url: string;
  nodes: ClusterNode[];
  operatorToken: string;
  /** Sends SIGTERM to a node and resolves with its exit code once it has drained and stopped. */
  terminate(node: ClusterNode): Promise<number | null>;
  stop(): Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/**
 * `count` server processes on one new PostgreSQL database and the machine's Redis, behind HAProxy with
 * deploy/haproxy/haproxy.cfg: the layout deploy/README.md describes, on one host. The first node migrates and seeds;
 * the others start on the migrated database. One installation token for all, as one environment file would give.
 */
export async function startCluster(count = 2): Promise<Cluster> {
  const database = `cluster_${randomBytes(6).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${database}`));
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${database}`;
  const operatorToken = randomBytes(24).toString('hex');
  const dataDirs: string[] = [];
  const nodes: ClusterNode[] = [];
  let balancer: { child: ChildProcess; output: () => string } | undefined;

  const stop = async () => {
    const children = [...nodes.map((n) => n.child), ...(balancer ? [balancer.child] : [])];
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exited));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await withAdmin((c) => c.query(`drop database if exists ${database} with (force)`));
  };

  try {
    for (let i = 0; i < count; i += 1) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'cluster-node-'));
      dataDirs.push(dataDir);
      const node = spawnCommand(process.execPath, [join(repoRoot, 'apps/server/dist/server.js')], {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: process.env.REDIS_URL!,
        OPERATOR_TOKEN: operatorToken,
        TRUST_PROXY: '1',
        TEST_CAPTCHA_FIXED_ANSWER: TEST_CAPTCHA_ANSWER,
        CAPTCHA_POW_DIFFICULTY: '20',
        LOG_LEVEL: 'warn',
      });
      nodes.push({ url: `http://127.0.0.1:${port}`, ...node });
      // The first node migrates and seeds the new database; the next ones find it done.
      if (i === 0) await waitReady(`${nodes[0]!.url}/ready`, node.child, node.output);
    }
    await Promise.all(nodes.slice(1).map((n) => waitReady(`${n.url}/ready`, n.child, n.output)));

    const frontPort = await freePort();
    balancer = spawnHaproxy(frontPort, nodes);
    const url = `http://127.0.0.1:${frontPort}`;
    await waitReady(`${url}/ready`, balancer.child, balancer.output);
    return { url, nodes, operatorToken, terminate: async (node) => (node.child.kill('SIGTERM'), exited(node.child)), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnHaproxy(frontPort: number, nodes: ClusterNode[]) {
  const env: Record<string, string> = { HAPROXY_BIND: `127.0.0.1:${frontPort}` };
  nodes.forEach((node, i) => (env[`SERVER_${i + 1}`] = new URL(node.url).host));
  // -db: stay in the foreground, so the test owns the process; -W: master-worker, as the packaged service runs it.
  return spawnCommand(HAPROXY, ['-W', '-db', '-f', HAPROXY_CFG], env);
}
