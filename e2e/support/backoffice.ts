import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import type { RunningServer } from './server.js';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The back office is desktop first: an operator's laptop. */
export const desktopContext = {
  viewport: { width: 1366, height: 768 },
  deviceScaleFactor: 1,
  locale: 'pt-BR',
  reducedMotion: 'reduce',
} as const;

export async function newDesk(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...desktopContext, baseURL, serviceWorkers: 'block' });
  return context.newPage();
}

/**
 * `npm run ops -- operators create <username> --role <role>` as the README tells the first operator to, against the
 * running server (its PGlite folder is held, so the command asks the server over HTTP with the installation token).
 * Answers the temporary password the command printed.
 */
export function createOperatorByCli(server: RunningServer, username: string, role: string): string {
  const run = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'operators', 'create', username, '--role', role], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(server.port), DATA_DIR: server.dataDir, OPERATOR_TOKEN: server.operatorToken, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const password = /temporary password \(shown once\): (\S+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !password) throw new Error(`operators create failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
  return password;
}

/** The current code of an authenticator app holding `secret`. */
export const totpNow = (secret: string) => generate({ secret });
