import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
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

const NEW_PASSWORD = 'uma frase longa de operador 2026';

/**
 * The first sign-in of an operator the CLI created, as the README describes it: the temporary password, the
 * authenticator enrolment (the secret read from the screen, as a person types it into an app), the first code, then
 * the password of their own. Answers the enrolled secret.
 */
export async function firstSignIn(desk: Page, username: string, temporaryPassword: string): Promise<string> {
  await desk.goto('/admin');
  await desk.getByLabel('Usuário').fill(username);
  await desk.getByLabel('Senha').fill(temporaryPassword);
  await desk.getByRole('button', { name: 'Continuar' }).click();
  await expect(desk.getByText('Ative a verificação em duas etapas')).toBeVisible();
  await expect(desk.locator('.ant-qrcode')).toBeVisible();
  const secret = (await desk.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  // Six boxes (antd's OTP input); the sixth digit sends the code.
  await desk.locator('.ant-otp input').first().click();
  await desk.keyboard.type(await totpNow(secret));
  await expect(desk.getByText('Escolha uma nova senha')).toBeVisible();
  const current = desk.getByLabel('Senha atual');
  if (await current.count()) await current.fill(temporaryPassword);
  await desk.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await desk.getByLabel('Repita a nova senha').fill(NEW_PASSWORD);
  await desk.getByRole('button', { name: 'Trocar senha' }).click();
  await expect(desk.getByRole('menuitem', { name: /Painel/ })).toBeVisible();
  return secret;
}
