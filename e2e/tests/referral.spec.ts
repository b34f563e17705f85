import type { Browser, Page } from '@playwright/test';
import { logoutThroughSidebar, registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { signIn } from '../support/agents.js';
import { expect, newPhone, test } from '../support/fixtures.js';
import { startServer, type RunningServer } from '../support/server.js';
import { depositAndPay } from '../support/wallet.js';

const SHOTS = '../docs/screenshots';
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;
const newName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 90 + 10)}`;

/**
 * Every browser here connects from 127.0.0.1, and the referral scheme refuses
 * a friend registered from the referrer's address (same_ip). This server
 * trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback, as behind a
 * local reverse proxy), and each phone says which address it comes from, so
 * referrer and friend are two people on two networks, as in real use.
 */
async function phoneFrom(browser: Browser, server: RunningServer, address: string): Promise<Page> {
  return newPhone(browser, server.url, { extraHTTPHeaders: { 'x-forwarded-for': address } });
}

test.describe('referral (issue 7)', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // A fresh server migrates and seeds its catalogue first: slow on a busy machine.
    test.setTimeout(180_000);
    server = await startServer({ TRUST_PROXY: 'loopback' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an invited friend registers through the link and shows in the list', async ({ browser }) => {
    test.setTimeout(240_000);
    const referrer = await phoneFrom(browser, server, '198.51.100.10');
    const referrerName = newName('ref');
    await registerMember(referrer, { username: referrerName, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await referrer.getByTestId('footer-item-invite').click();
    await expect(referrer).toHaveURL(/\/m\/inviteFriends$/);
    const link = await referrer.getByTestId('invite-link').inputValue();
    const code = (await referrer.getByTestId('invite-code').textContent()) ?? '';
    expect(link).toBe(`${server.url}/m/register?affiliateCode=${code}`);
    await expect(referrer.getByTestId('invite-qr')).toBeVisible();
    await expect(referrer.getByTestId('invite-no-friends')).toBeVisible();
    await referrer.screenshot({ path: `${SHOTS}/invite-empty.png`, fullPage: true });

    // The friend, on another phone, opens the link and registers.
    const friend = await phoneFrom(browser, server, '203.0.113.20');
    const friendName = newName('amigo');
    await registerMember(
      friend,
      { username: friendName, cpf: uniqueCpf(), mobile: uniqueMobile() },
      new URL(link).pathname + new URL(link).search,
    );

    await referrer.reload();
    const row = referrer.getByTestId('invite-friend');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'registered');
    await expect(row).toContainText(masked(friendName));
    await expect(row).toContainText('Cadastrado');
    await expect(referrer.getByTestId('invite-total-invited')).toHaveText('1Convidados');

    // Its first deposit meets the demo rules (R$ 20,00): the referrer is paid R$ 10,00, once.
    await depositAndPay(friend, server, '20.00');
    await referrer.reload();
    await expect(row).toHaveAttribute('data-status', 'rewarded');
    await expect(row).toContainText('+R$ 10,00');
    await expect(referrer.getByTestId('invite-total-earned')).toHaveText('R$ 10,00Recompensas');

    // A second account of the referrer's own, made on the referrer's phone: listed, never paid.
    await referrer.goto('/m/home');
    await logoutThroughSidebar(referrer);
    await registerMember(
      referrer,
      { username: newName('self'), cpf: uniqueCpf(), mobile: uniqueMobile() },
      new URL(link).pathname + new URL(link).search,
    );
    await depositAndPay(referrer, server, '20.00');
    await referrer.goto('/m/home');
    await logoutThroughSidebar(referrer);
    await signIn(referrer, referrerName);
    await referrer.goto('/m/inviteFriends');
    await expect(row).toHaveCount(2);
    await expect(row.first()).toHaveAttribute('data-status', 'ineligible');
    await expect(row.first()).toContainText('mesmo aparelho');
    await expect(referrer.getByTestId('invite-total-earned')).toHaveText('R$ 10,00Recompensas');
    await row.last().scrollIntoViewIfNeeded();
    await referrer.screenshot({ path: `${SHOTS}/invite-friends.png` });
    await friend.context().close();
  });
});
