import { mkdirSync } from 'node:fs';
import { API } from '@app/contract';
import { registerMember, submitRegistration, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { createNotice, operatorConversation, operatorReply, sendInbox, SHOTS, xssPayloads } from '../support/content.js';
import { expect, keepLoginPopups, test } from '../support/fixtures.js';
import { operatorCall } from '../support/server.js';

mkdirSync(SHOTS, { recursive: true });
const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

test.describe('content and messages (issue 7)', () => {
  test('the ticker opens the right notice and reading it clears its badge', async ({ page, server }) => {
    const title = `Aviso e2e ${Date.now().toString(36)}`;
    const id = await createNotice(server, title, '<p>Conteúdo do <strong>aviso</strong> de teste.</p>');
    await keepLoginPopups(page);
    await submitRegistration(page, { username: `ntc_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await shot(page, 'home-popup');
    await page.getByTestId('login-popup-close').click();
    await expect(page.getByTestId('login-popup')).toHaveCount(0);
    await expect(page.getByTestId('notice-ticker')).toContainText(title);
    await shot(page, 'home-ticker');

    await page.goto('/m/message');
    const before = Number(await page.getByTestId('message-badge-announcements').textContent());
    expect(before).toBeGreaterThanOrEqual(4);
    await page.goto('/m/home');
    // The popup was shown once for this login: it does not come back.
    await expect(page.getByTestId('notice-ticker')).toContainText(title);
    await expect(page.getByTestId('login-popup')).toHaveCount(0);

    // The marquee never stands still, so Playwright's stability wait would never end: the tap is dispatched.
    await page.getByTestId('notice-ticker').getByRole('button', { name: title }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/m\/notice\?index=0$/);
    const item = page.locator(`[data-testid="notice-item"][data-id="${id}"]`);
    await expect(item.getByTestId('notice-body')).toContainText('Conteúdo do aviso de teste.');
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(item.getByTestId('notice-unread')).toHaveCount(0);
    await shot(page, 'notice-list');
    await item.getByTestId('notice-detail-link').click();
    await expect(page.getByTestId('notice-detail')).toContainText(title);
    await expect(page.getByTestId('notice-detail-date')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await shot(page, 'notice-detail');

    await page.goto('/m/notice');
    await expect(page.locator(`[data-testid="notice-item"][data-id="${id}"]`)).toHaveAttribute('data-read', 'true');
    await page.goto('/m/message');
    await expect(page.getByTestId('message-badge-announcements')).toHaveText(String(before - 1));
  });

  test('an inbox message from the operator shows with a badge, is read and deleted', async ({ page, server }) => {
    const username = `inb_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await sendInbox(server, username, 'Seu bônus chegou', '<p>Olá! Seu <b>bônus</b> está disponível.</p>');
    await page.goto('/m/message');
    await expect(page.getByTestId('message-badge-inbox')).toHaveText('2');
    await expect(page.getByTestId('footer-item-chat-badge')).toBeVisible();
    await shot(page, 'message-centre');

    await page.getByTestId('message-row-inbox').click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    const item = page.getByTestId('inbox-item').filter({ hasText: 'Seu bônus chegou' });
    await expect(item.getByTestId('inbox-unread')).toBeVisible();
    await item.getByRole('button', { name: /Seu bônus chegou/ }).click();
    await expect(item.getByTestId('inbox-body')).toContainText('Seu bônus está disponível.');
    await expect(item).toHaveAttribute('data-read', 'true');
    await shot(page, 'inbox');
    await page.goto('/m/message');
    await expect(page.getByTestId('message-badge-inbox')).toHaveText('1');

    await page.goto('/m/webEmail');
    await item.getByRole('button', { name: /Seu bônus chegou/ }).click();
    await item.getByTestId('inbox-delete').click();
    await page.getByTestId('inbox-delete-confirm-confirm').click();
    await expect(page.getByTestId('toast')).toHaveText('Mensagem excluída.');
    await expect(page.getByTestId('inbox-item').filter({ hasText: 'Seu bônus chegou' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('inbox-item')).toHaveCount(1);
  });

  test('a chat message from the player reaches the operator and the reply shows with an unread badge', async ({ page, server }) => {
    const username = `cht_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/message');
    await page.getByTestId('message-row-chat').click();
    await expect(page).toHaveURL(/\/m\/chat$/);
    await expect(page.getByTestId('chat-screen-state')).toHaveAttribute('data-state', 'open');
    await page.getByTestId('chat-input').fill('Olá, preciso de ajuda com um depósito');
    await page.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-line').filter({ hasText: 'preciso de ajuda' })).toHaveAttribute('data-from', 'member');

    const conversation = await operatorConversation(server, username);
    expect(conversation.bodies).toEqual(['Olá, preciso de ajuda com um depósito']);
    await operatorReply(server, conversation.id, 'Olá! Estamos verificando.');
    await expect(page.getByTestId('chat-line').filter({ hasText: 'Estamos verificando' })).toHaveAttribute('data-from', 'operator');
    await shot(page, 'chat');

    await page.getByTestId('title-bar-back').click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await operatorReply(server, conversation.id, 'Seu depósito foi creditado.');
    await page.reload();
    await expect(page.getByTestId('message-badge-chat')).toHaveText('1');
    await page.getByTestId('message-row-chat').click();
    await expect(page.getByTestId('chat-line').filter({ hasText: 'Seu depósito foi creditado.' })).toBeVisible();
    await page.getByTestId('title-bar-back').click();
    await page.reload();
    await expect(page.getByTestId('message-row-chat')).toBeVisible();
    await expect(page.getByTestId('message-badge-chat')).toHaveCount(0);
  });

  test('known XSS payloads in a notice and a help entry execute nothing in Chromium', async ({ page, server }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const payloads = xssPayloads();
    expect(payloads.length).toBeGreaterThanOrEqual(200);
    const id = await createNotice(server, 'XSS e2e', payloads.join('\n'));
    await page.goto(`/m/noticeDetail?id=${id}`);
    await expect(page.getByTestId('notice-detail')).toContainText('XSS e2e');
    await page.getByTestId('notice-detail-body').hover();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(dialogs).toEqual([]);
    const injected = (body: string) =>
      page.evaluate(
        (b) =>
          document.querySelectorAll(
            [`script`, `iframe`, `[onerror]`, `[onload]`, `a[href^="javascript"]`].map((s) => `[data-testid="${b}"] ${s}`).join(','),
          ).length,
        body,
      );
    expect(await injected('notice-detail-body')).toBe(0);

    const help = await operatorCall(server, 'POST', API.operatorHelpEntries, {
      language: 'pt',
      sort: 900,
      title: 'XSS ajuda',
      content: payloads.join('\n'),
    });
    expect(help.status).toBe(200);
    await page.goto('/m/help');
    await page.getByRole('button', { name: 'XSS ajuda' }).click();
    await expect(page.getByTestId('help-content')).not.toBeEmpty();
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(1500);
    expect(dialogs).toEqual([]);
    expect(await injected('help-content')).toBe(0);
  });

  test('help centre, settings, service modal and banners: screenshots', async ({ page }) => {
    await page.goto('/m/help?i=1');
    await expect(page.getByTestId('help-tab-1')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('help-content')).not.toBeEmpty();
    await shot(page, 'help');
    await page.goto('/m/home');
    await page.getByTestId('floating-service').click();
    await expect(page.getByTestId('service-entry-LIVECHAT')).toBeVisible();
    await expect(page.getByTestId('service-entry-WHATSAPP')).toHaveAttribute('href', 'https://wa.me/5500000000000');
    await shot(page, 'service-modal');
    await page.getByTestId('service-modal-mask').click({ position: { x: 10, y: 10 } });
    await page.goto('/m/login');
    await shot(page, 'login-banner');
    await registerMember(page, { username: `set_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/set');
    await expect(page.getByTestId('set-change-password')).toBeVisible();
    await shot(page, 'settings');
    await page.getByTestId('set-logout').click();
    await page.getByTestId('set-logout-confirm-confirm').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
  });
});
