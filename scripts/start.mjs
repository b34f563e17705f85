#!/usr/bin/env node
/**
 * `npm start`: builds the web app and the server, then runs the product on its
 * embedded defaults (PGlite in DATA_DIR, demo merchant seeded on first start).
 * Honours PORT (default 3000) and DATA_DIR. Signals are passed to the children
 * so a Ctrl-C shuts everything down gracefully.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app and the server…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const processes = [{ name: 'server', entry: 'apps/server/dist/server.js' }];
const children = processes.map(({ name, entry }) => {
  const child = spawn(process.execPath, [resolve(root, entry)], { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
