import { expect, type Page } from '@playwright/test';
import { API } from '@app/contract';
import { TEST_CAPTCHA_ANSWER, type RunningServer } from './server.js';

export const PASSWORD = 'segredo123';

/** A number no other test in the same server uses (mobile numbers are unique per merchant). */
export function uniqueMobile(): string {
  return `119${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** The demo merchant's required optional fields (mobile, CPF, birthday). */
export async function fillDemoExtras(page: Page, mobile: string, cpf: string): Promise<void> {
  if (await page.getByTestId('field-mobileNum').count()) await page.getByTestId('field-mobileNum').fill(mobile);
  await page.getByTestId('field-idNumber').fill(cpf);
  await page.getByTestId('field-birthday').fill('1990-05-17');
}

export interface NewMember {
  username: string;
  /** CPFs are unique per merchant: one entry of CPFS per registration. */
  cpf: string;
  /** Mobile numbers are unique per merchant too; a fresh one when absent. */
  mobile?: string;
  email?: string;
}

/**
 * Fills the username registration form (the demo merchant's required fields included) and submits it; `path` may carry
 * an invite link's query.
 */
export async function submitRegistration(page: Page, member: NewMember, path = '/m/register'): Promise<void> {
  await page.goto(path);
  await page.getByTestId('field-username').fill(member.username);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
  await fillDemoExtras(page, member.mobile ?? uniqueMobile(), member.cpf);
  if (member.email) await page.getByTestId('field-email').fill(member.email);
  await page.getByTestId('field-ageConfirmed').check();
  await page.getByTestId('register-submit').click();
}

/** Registers through the form and waits for the logged-in home. */
export async function registerMember(page: Page, member: NewMember, path = '/m/register'): Promise<void> {
  await submitRegistration(page, member, path);
  await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
  await expect(page).toHaveURL(/\/m\/home$/);
  // The login popups that greet the member are closed by the page fixture when they cover the home.
}

/**
 * Fills the mobile registration form: asks for the SMS code (waiting for the
 * button's countdown), types the code `chooseCode` picks from the one the
 * outbox received, completes the demo fields and submits.
 */
export async function submitMobileRegistration(
  page: Page,
  server: RunningServer,
  mobile: string,
  cpf: string,
  chooseCode: (sent: string) => string = (sent) => sent,
): Promise<void> {
  await page.goto('/m/register');
  await page.getByTestId('tab-mobileNum').click();
  await page.getByTestId('field-mobileNum').fill(mobile);
  await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-send')).toHaveText(/\d+ s/);
  await page.getByTestId('field-verificationCode').fill(chooseCode(await latestSmsCode(server, mobile)));
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
  await fillDemoExtras(page, mobile, cpf);
  await page.getByTestId('field-ageConfirmed').check();
  await page.getByTestId('register-submit').click();
}

export async function logoutThroughSidebar(page: Page): Promise<void> {
  await page.getByTestId('open-right-sidebar').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-confirm-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The newest SMS the outbox holds for a number, as an operator reads it. */
export async function latestSmsCode(server: RunningServer, mobile: string): Promise<string> {
  const res = await fetch(`${server.url}${API.operatorSmsOutbox}?mobileNum=${mobile}`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  const { value } = (await res.json()) as { value: { text: string; createdAt: string }[] };
  const newest = [...value].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return /\d{6}/.exec(newest?.text ?? '')?.[0] ?? '';
}

/** Valid CPFs (check digits correct), one per registration: CPFs are unique per merchant. */
export const CPFS = [
  '52998224725',
  '11144477735',
  '39053344705',
  '86288366757',
  '71428793860',
  '15350946056',
  '52601815906',
  '08301661305',
  '18609139034',
  '99603082430',
] as const;

/** The path and query of the newest reset link mailed to an address, as an operator reads the outbox. */
export async function latestResetLink(server: RunningServer, email: string): Promise<string> {
  const res = await fetch(`${server.url}${API.operatorMailOutbox}?to=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${server.operatorToken}` },
  });
  const { value } = (await res.json()) as { value: { text: string; html: string; createdAt: string }[] };
  const newest = [...value].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return /\/m\/resetPassword\?token=[\w%-]+/.exec(`${newest?.text ?? ''} ${newest?.html ?? ''}`)?.[0] ?? '';
}

/** A valid CPF no other test uses (random, with its two check digits). */
export function uniqueCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  digits.push(check(9));
  digits.push(check(10));
  return digits.join('');
}

/**
 * Registers under the BR profile, which asks for a loss and a time limit with the registration (R$ 100 and 2 hours a
 * day here), landing on the home page logged in.
 */
export async function registerWithLimits(page: Page, member: NewMember): Promise<void> {
  await page.goto('/m/register');
  await page.getByTestId('field-username').fill(member.username);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-captcha').fill(TEST_CAPTCHA_ANSWER);
  await fillDemoExtras(page, member.mobile ?? uniqueMobile(), member.cpf);
  await page.getByTestId('field-lossAmount').fill('100');
  await page.getByTestId('field-timeHours').fill('2');
  await page.getByTestId('field-ageConfirmed').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('Cadastro realizado com sucesso');
  await expect(page).toHaveURL(/\/m\/home$/);
}
