import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const appRoot = resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
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

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

export interface GameServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM (a graceful stop) or SIGKILL (a crash); resolves once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/**
 * The game server as its own process, from its sources (`src/server.ts` under tsx, no build needed), on a free port
 * and a data folder of its own; `env` adds its database, Redis, wallet and settings. Resolves once /health answers.
 */
export async function startGameServerProcess(env: Record<string, string>): Promise<GameServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'games-process-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: appRoot,
    env: { ...process.env, GAMES_PORT: String(port), GAMES_HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`game server exited early:\n${log}`);
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`game server not ready in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => log, stop };
}
