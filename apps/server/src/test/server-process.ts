import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../..');
/** The Node flags `npm start` runs the server with (scripts/start.mjs). */
const serverNodeArgs = JSON.parse(readFileSync(resolve(serverDir, 'node-args.json'), 'utf8')) as string[];

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when a machine or container dies. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()));

/**
 * The server as its own process (from source with tsx, or a built script) with the Node flags it ships with, ready to
 * answer; for tests that kill it and benchmarks.
 */
export async function startServerProcess(
  env: Record<string, string>,
  o: { script?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const args = [...serverNodeArgs, ...(o.nodeArgs ?? []), ...(o.script ? [o.script] : ['--import', 'tsx', 'src/server.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${log}`);
    }
    const ready = await fetch(`${url}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
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
