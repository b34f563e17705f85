import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, newPhone, test } from '../support/fixtures.js';

/** Screenshots to look at (the back office at 1366×768, the phone at 390×844); test-results is not committed. */
const shots = resolve(import.meta.dirname, '../test-results/admin-chat');
mkdirSync(shots, { recursive: true });

/** A canned reply written on its tab, as the support team keeps them. */
async function addCannedReply(desk: Page, title: string, body: string): Promise<void> {
  await desk.getByTestId('chat-tab-canned').click();
  await desk.getByTestId('chat-canned-add').click();
  await desk.getByTestId('chat-canned-title').fill(title);
  await desk.getByTestId('chat-canned-body').fill(body);
  await desk.getByTestId('chat-canned-save').click();
  await expect(desk.getByTestId('chat-canned-table')).toContainText(title);
  await desk.getByTestId('chat-tab-conversations').click();
}

/** The player opens the live chat from the message centre and writes. */
async function playerWrites(phone: Page, text: string): Promise<void> {
  await phone.goto('/m/message');
  await phone.getByTestId('message-row-chat').click();
  await expect(phone.getByTestId('chat-screen-state')).toHaveAttribute('data-state', 'open');
  await phone.getByTestId('chat-input').fill(text);
  await phone.getByTestId('chat-send').click();
  await expect(phone.getByTestId('chat-line').filter({ hasText: text })).toHaveAttribute('data-from', 'member');
}

test.describe('the live-chat console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a player writes, the console shows it pushed, the operator answers with a canned reply and the player sees it without reloading', async ({
    browser,
    server,
  }) => {
    const operator = `chat_${Date.now().toString(36)}`;
    const desk = await newDesk(browser, server.url);
    await firstSignIn(desk, operator, createOperatorByCli(server, operator, 'support'));
    await desk.getByRole('menuitem', { name: /Atendimento/ }).click();
    await expect(desk).toHaveURL(/\/admin\/chat$/);
    await expect(desk.getByTestId('chat-connection')).toHaveAttribute('data-status', 'open');
    await addCannedReply(
      desk,
      'Depósito em análise',
      'Olá! Já estamos verificando o seu depósito; em poucos minutos ele aparece no saldo.',
    );

    const phone = await newPhone(browser, server.url);
    const username = `chp_${Date.now().toString(36)}`;
    await registerMember(phone, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await playerWrites(phone, 'Olá, fiz um depósito PIX e não caiu');
    await expect(phone.getByTestId('chat-line').first().getByTestId('chat-line-time')).toHaveText(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);

    // Pushed: the desk was never reloaded since the player wrote.
    const row = desk.getByTestId(`chat-conversation-${username}`);
    await expect(row).toHaveAttribute('data-unread', '1');
    await expect(row).toHaveAttribute('data-status', 'open');
    await expect(desk.getByTestId('chat-menu-badge')).toContainText(/[1-9]/);
    await row.click();
    const panel = desk.getByTestId('chat-panel');
    await expect(panel.getByTestId('chat-message').filter({ hasText: 'não caiu' })).toHaveAttribute('data-from', 'member');
    await expect(row).toHaveAttribute('data-unread', '0');
    await expect(panel.getByTestId('chat-message-time').first()).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);

    await panel.getByTestId('chat-canned-pick').click();
    // antd draws the visible options apart from its hidden accessible list: click the one on screen.
    await desk.locator('.ant-select-item-option').filter({ hasText: 'Depósito em análise' }).click();
    await expect(panel.getByTestId('chat-reply-input')).toHaveValue(/Já estamos verificando/);
    await panel.getByTestId('chat-reply-send').click();
    await expect(panel.getByTestId('chat-message').filter({ hasText: 'Já estamos verificando' })).toHaveAttribute('data-from', 'operator');
    await expect(panel.getByTestId('chat-assignee')).toHaveText(operator);
    await expect(row).toHaveAttribute('data-status', 'assigned');

    // The player's page was not reloaded either: the answer arrives on its socket, with its time.
    const answer = phone.getByTestId('chat-line').filter({ hasText: 'Já estamos verificando' });
    await expect(answer).toHaveAttribute('data-from', 'operator');
    await expect(answer.getByTestId('chat-line-time')).toBeVisible();
    await phone.screenshot({ path: `${shots}/player-chat-390.png` });

    // The player writes again: pushed into the open conversation on the desk.
    await phone.getByTestId('chat-input').fill('Obrigado!');
    await phone.getByTestId('chat-send').click();
    await expect(panel.getByTestId('chat-message').filter({ hasText: 'Obrigado!' })).toBeVisible();
    await desk.screenshot({ path: `${shots}/console-1366.png` });

    await panel.getByTestId('chat-close').click();
    await desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await expect(panel).toHaveAttribute('data-status', 'closed');
    await expect(panel.getByTestId('chat-reply-input')).toHaveCount(0);
    await desk.screenshot({ path: `${shots}/console-closed-1366.png` });
    await phone.context().close();
    await desk.context().close();
  });
});
