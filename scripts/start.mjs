#!/usr/bin/env node
/**
 * `npm start`: builds the web app, the server and the game server, then runs
 * the product on its embedded defaults (PGlite in DATA_DIR, demo merchant
 * seeded on first start): the platform on PORT (3000) and the in-house game
 * server on GAMES_PORT (3001), which reaches the platform only through the
 * signed seamless wallet over HTTP. The secret they share is generated once
 * into DATA_DIR/games-secrets.json (mode 0600). Signals are passed on so a
 * Ctrl-C shuts everything down gracefully. With NODE_ENV=production the same
 * command starts without demo shortcuts, once every outside part is chosen
 * (README, "Production start"). What it fills in is listed in
 * docs/configuration.md ("What `npm start` fills in").
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app, the back office, the server and the game server…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
const gamesPort = process.env.GAMES_PORT ?? '3001';
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');

/** The in-house vendor's wallet secret and the game server's operator token, made once and kept. */
function gameSecrets() {
  const file = join(dataDir, 'games-secrets.json');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(file)) {
    const fresh = { walletSecret: randomBytes(32).toString('hex'), operatorToken: randomBytes(24).toString('hex') };
    writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Node flags the platform server runs with (apps/server/node-args.json; docs/decisions/wallet-performance.md,
 * "The server's young generation is 32 MB"): twice the default size, so the wallet's many short-lived objects are
 * collected half as often.
 */
const serverNodeArgs = JSON.parse(readFileSync(join(root, 'apps/server/node-args.json'), 'utf8'));

const secrets = gameSecrets();
const configuredVendors = process.env.SEAMLESS_VENDORS ?? '';
const inHouse = /(^|,)INHOUSE:/.test(configuredVendors) ? '' : `INHOUSE:${secrets.walletSecret}`;
const siteOrigin = process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`;

const processes = [
  {
    name: 'server',
    entry: 'apps/server/dist/server.js',
    nodeArgs: serverNodeArgs,
    env: {
      SEAMLESS_VENDORS: [configuredVendors, inHouse].filter(Boolean).join(','),
      GAMES_PUBLIC_URL: process.env.GAMES_PUBLIC_URL ?? `http://localhost:${gamesPort}`,
      // The back office's sportsbook calls reach the game server with its operator token.
      GAMES_OPERATOR_URL: process.env.GAMES_OPERATOR_URL ?? `http://127.0.0.1:${gamesPort}`,
      GAMES_OPERATOR_TOKEN: process.env.GAMES_OPERATOR_TOKEN ?? secrets.operatorToken,
    },
  },
  {
    name: 'games',
    entry: 'apps/games/dist/server.js',
    env: {
      GAMES_PORT: gamesPort,
      WALLET_URL: process.env.WALLET_URL ?? `http://127.0.0.1:${port}`,
      WALLET_SECRET: process.env.WALLET_SECRET ?? secrets.walletSecret,
      GAMES_OPERATOR_TOKEN: process.env.GAMES_OPERATOR_TOKEN ?? secrets.operatorToken,
      SITE_ORIGINS: process.env.SITE_ORIGINS ?? [siteOrigin, `http://127.0.0.1:${port}`, `http://localhost:${port}`].join(','),
    },
  },
];

let stopping = false;
const children = processes.map(({ name, entry, env, nodeArgs = [] }) => {
  const child = spawn(process.execPath, [...nodeArgs, resolve(root, entry)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
