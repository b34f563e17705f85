import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './server-process.js';

const gamesDir = resolve(import.meta.dirname, '../../../games');

export interface GameServerProcess {
  url: string;
  kill(): Promise<void>;
  stop(): Promise<void>;
  output(): string;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

/**
 * The in-house game server as its own process, from its source: the platform
 * reaches it only over HTTP, as in production (the server never imports game code).
 */
export async function startGameServerProcess(env: Record<string, string>, port?: number): Promise<GameServerProcess> {
  const listenPort = port ?? (await freePort());
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gamesDir,
    env: { ...process.env, GAMES_HOST: '127.0.0.1', GAMES_PORT: String(listenPort), LOG_LEVEL: 'warn', GAMES_DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`game server exited early:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`game server not ready in time:\n${log}`);
    }
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    output: () => log,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
