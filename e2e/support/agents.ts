import { expect, type Page } from '@playwright/test';
import { API, merchantDayOf } from '@app/contract';
import { PASSWORD, submitLogin, uniqueCpf, uniqueMobile } from './accounts.js';
import { operatorCall, type RunningServer } from './server.js';

/** Makes a registered member a top agent (type 2), as the operator does. */
export async function makeTopAgent(server: RunningServer, username: string): Promise<void> {
  const res = await operatorCall(server, 'POST', API.operatorAgentType.replace(':username', username), { type: 2 });
  expect(res.status).toBe(200);
}

/** Signs in through the login form and waits for the home. */
export async function signIn(page: Page, username: string): Promise<void> {
  await submitLogin(page, username, PASSWORD);
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Opens an account through /m/agentRegister as the signed-in agent. */
export async function openAccountAs(page: Page, username: string, accountType: 'member' | 'agent'): Promise<void> {
  await page.goto('/m/agentRegister');
  await page.getByTestId('field-accountType').selectOption(accountType);
  await page.getByTestId('field-username').fill(username);
  await page.getByTestId('field-password').fill(PASSWORD);
  await page.getByTestId('field-confirmPassword').fill(PASSWORD);
  await page.getByTestId('field-mobileNum').fill(uniqueMobile());
  await page.getByTestId('field-idNumber').fill(uniqueCpf());
  await page.getByTestId('field-birthday').fill('1990-05-17');
  await page.getByTestId('open-account-submit').click();
  await expect(page.getByTestId('toast')).toContainText(username);
}

/** The merchant's calendar day (UTC−3), the settlement period of today. */
export const merchantToday = () => merchantDayOf(Date.now());
