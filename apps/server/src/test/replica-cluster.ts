import { execFile } from 'node:child_process';
import { access, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lsnBytes } from '../db/replica-lag.js';
import { withAdmin } from './db-template.js';

/*
 * A PostgreSQL primary and its streaming replica, made for one suite and removed after it: initdb, pg_basebackup -R
 * (standby.signal and primary_conninfo) and two servers on free ports of 127.0.0.1. The suite's own primary rather
 * than the machine's: its pg_hba.conf has no `replication` line (`host all all` does not cover replication
 * connections), and a base backup of a server other suites create databases on would copy and replay all of theirs.
 */

const run = promisify(execFile);
export const PG_BIN = process.env.TEST_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why the suite cannot make a replica here, or undefined when it can. */
export async function replicaUnavailable(): Promise<string | undefined> {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup']) {
    if (
      !(await access(join(PG_BIN, tool)).then(
        () => true,
        () => false,
      ))
    )
      return `${join(PG_BIN, tool)} not found`;
  }
  return undefined;
}

/** PostgreSQL refuses to run as root: as root, each tool runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
const tool = (name: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', join(PG_BIN, name), ...args]) : run(join(PG_BIN, name), args);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function ownedByPostgres(path: string) {
  if (!asRoot) return;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  await chown(path, Number(uid.stdout), Number(gid.stdout));
}

// fsync off: nothing here outlives the suite, and the two-core machine has better uses for its disk.
const serverOptions = (dir: string, port: number) => `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;

export interface ReplicaCluster {
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  /** Copies the primary (every database it has now) into a replica and starts it; later writes stream over. */
  startReplica(): Promise<void>;
  /** Stops applying the primary's WAL (it still arrives): the replica shows the past until resumeReplay(). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Waits until the replica has applied everything the primary had written when called. */
  caughtUp(): Promise<void>;
  stopReplica(): Promise<void>;
  close(): Promise<void>;
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'replica-test-'));
  await ownedByPostgres(dir);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  const url = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const pgCtl = (data: string, ...args: string[]) => tool('pg_ctl', ['-D', data, ...args]);
  const onReplica = <T>(q: (c: import('pg').Client) => Promise<T>) => withAdmin(url(replicaPort, 'postgres'), q);
  const onPrimary = <T>(q: (c: import('pg').Client) => Promise<T>) => withAdmin(url(primaryPort, 'postgres'), q);

  const close = async () => {
    for (const data of [replicaDir, primaryDir]) await pgCtl(data, '-m', 'immediate', 'stop').catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // initdb's pg_hba.conf trusts local and 127.0.0.1 connections, replication ones included.
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await pgCtl(primaryDir, '-l', join(dir, 'primary.log'), '-w', '-t', '60', '-o', serverOptions(dir, primaryPort), 'start');
  } catch (error) {
    await close();
    throw error;
  }

  const replayedEnough = async (target: bigint) => {
    const { rows } = await onReplica((c) => c.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'));
    return rows[0]?.lsn != null && lsnBytes(rows[0].lsn) >= target;
  };

  return {
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    async startReplica() {
      await tool('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primaryPort),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ]);
      await pgCtl(replicaDir, '-l', join(dir, 'replica.log'), '-w', '-t', '60', '-o', serverOptions(dir, replicaPort), 'start');
    },
    pauseReplay: async () => {
      await onReplica((c) => c.query('select pg_wal_replay_pause()'));
    },
    resumeReplay: async () => {
      await onReplica((c) => c.query('select pg_wal_replay_resume()'));
    },
    async caughtUp() {
      const { rows } = await onPrimary((c) => c.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn'));
      const target = lsnBytes(rows[0]!.lsn);
      for (let waited = 0; !(await replayedEnough(target)); waited += 50) {
        if (waited > 20_000) throw new Error('the replica did not catch up within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stopReplica: async () => {
      await pgCtl(replicaDir, '-m', 'fast', '-w', 'stop');
    },
    close,
  };
}
