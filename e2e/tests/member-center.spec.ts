import type { Page } from '@playwright/test';
import { API, STORAGE_KEYS } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { makeTopAgent, signIn } from '../support/agents.js';
import { expect, test } from '../support/fixtures.js';
import { hiddenByServiceButton, NARROW, PHONE, scrollToEnd, sidewaysOverflow } from '../support/layout.js';

const SHOTS = '/tmp/helpers';

/** Opens the member centre the way a player does: the footer's last item ("Conta"). */
async function openFromFooter(page: Page): Promise<void> {
  await page.getByTestId('footer-item-member-center').click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByTestId('member-center')).toBeVisible();
}

/** Answers the system status with the base member-centre template (mem_cen "0"), as a merchant without the new one. */
async function useBaseTemplate(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === API.systemStatus,
    async (route) => {
      const answer = (await (await route.fetch()).json()) as { value: { info: { mobileTemplate: Record<string, string> } } };
      answer.value.info.mobileTemplate = { ...answer.value.info.mobileTemplate, mem_cen: '0' };
      await route.fulfill({ json: answer });
    },
  );
  // The cached status (new template) would show first: start from none.
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.systemStatus);
}

/**
 * No sideways scroll, and at the end of the page (where content can no longer scroll out from under it, as
 * site-layout.spec.ts checks every route) the floating service button hides nothing.
 */
async function expectFits(page: Page, where: string): Promise<void> {
  await scrollToEnd(page);
  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${where}: ${overflow.outside.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
  await expect(page.getByTestId('floating-service')).toBeVisible();
  expect(await hiddenByServiceButton(page), where).toEqual([]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/h1-${name}.png`, fullPage: true });
}

test.describe('member centre /m/member/home (issue 33 items 1 and 9)', () => {
  test('a member opens Conta: name, VIP, balance, and every entry opens a finished screen; both templates fit at 320 px', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const username = `mc_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await openFromFooter(page);
    await expect(page.getByTestId('member-center')).toHaveAttribute('data-template', 'new');
    await expect(page.getByTestId('member-username')).toHaveText(username);
    await expect(page.getByTestId('member-vip')).toHaveText(/^VIP \d+$/);
    await expect(page.getByTestId('member-vip-progress')).toBeVisible();
    await expect(page.getByTestId('member-balance')).toHaveText('R$ 0,00');
    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('member-balance')).toHaveText('****');
    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('member-entry-agent')).toHaveCount(0);
    await shoot(page, 'new-390-pt');
    await expectFits(page, 'new template 390');

    const entries = await page
      .locator('[data-testid^="member-entry-"]:not([data-testid$="-badge"])')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('member-entry-', '')));
    expect(entries).toEqual(expect.arrayContaining(['gameRecord', 'transactionRecord', 'securityCenter', 'myAccount', 'message', 'set']));
    expect(entries).toEqual(expect.arrayContaining(['rewardCenter', 'myActivity', 'inviteFriends', 'responsibleGaming', 'privacy']));
    expect(entries).toEqual(expect.arrayContaining(['verifyIdentity', 'help', 'mall']));
    for (const id of entries) {
      await page.goto('/m/member/home');
      await page.getByTestId(`member-entry-${id}`).click();
      await expect(page.getByTestId(`screen-${id}`), id).toBeVisible();
      await expect(page.getByText('Em breve', { exact: true }), id).toHaveCount(0);
    }

    await useBaseTemplate(page);
    await page.goto('/m/member/home');
    await expect(page.getByTestId('member-center')).toHaveAttribute('data-template', 'base');
    await expect(page.getByTestId('member-balance')).toHaveText('R$ 0,00');
    await page.getByTestId('member-entry-gameRecord').click();
    await expect(page.getByTestId('screen-gameRecord')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('member-center')).toBeVisible();
    await shoot(page, 'base-390-pt');
    await expectFits(page, 'base template 390');

    await page.setViewportSize(NARROW);
    await page.reload();
    await expect(page.getByTestId('member-center')).toHaveAttribute('data-template', 'base');
    await expectFits(page, 'base template 320');
    await shoot(page, 'base-320-pt');

    await page.unrouteAll();
    await page.evaluate((keys) => {
      localStorage.removeItem(keys.systemStatus);
      localStorage.setItem(keys.language, 'en');
    }, STORAGE_KEYS);
    await page.reload();
    await expect(page.getByTestId('member-center')).toHaveAttribute('data-template', 'new');
    await expect(page.getByTestId('member-entry-gameRecord')).toHaveText('Betting record');
    await expect(page.getByTestId('member-balance-label')).toHaveText('Total balance');
    await expectFits(page, 'new template 320 en');
    await shoot(page, 'new-320-en');
    await page.setViewportSize(PHONE);
    await useBaseTemplate(page);
    await page.reload();
    await expect(page.getByTestId('member-center')).toHaveAttribute('data-template', 'base');
    await expect(page.getByTestId('member-entry-set')).toContainText('Settings');
    await shoot(page, 'base-390-en');
  });

  test('an agent sees the agency centre and neither VIP progress nor the points mall; its screens keep the agent footer', async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    const username = `mca_${Date.now().toString(36)}`;
    await registerMember(page, { username, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await makeTopAgent(server, username);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, username);

    await openFromFooter(page);
    await expect(page.getByTestId('member-vip')).toHaveText('Agente');
    await expect(page.getByTestId('member-entry-agent')).toBeVisible();
    await expect(page.getByTestId('member-vip-progress')).toHaveCount(0);
    await expect(page.getByTestId('member-entry-mall')).toHaveCount(0);
    await expect(page.getByTestId('member-entry-inviteFriends')).toHaveCount(0);
    await shoot(page, 'agent-390-pt');
    await page.setViewportSize(NARROW);
    await expectFits(page, 'agent 320');
    await page.setViewportSize(PHONE);

    await page.getByTestId('member-entry-agent').click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(page.getByTestId('agent-username')).toHaveText(username);
    await expect(page.getByTestId('agent-nav-message')).toBeVisible();

    await page.goto('/m/agent/team/overview');
    await expect(page.getByTestId('screen-teamOverview')).toBeVisible();
    await expect(page.getByTestId('agent-footer')).toBeVisible();
    await expect(page.getByTestId('footer-menu')).toHaveCount(0);
    await shoot(page, 'agent-team-overview');

    await page.goto('/m/home');
    await page.getByTestId('open-right-sidebar').click();
    await expect(page.getByTestId('sidebar-link-agent')).toBeVisible();
    await expect(page.getByTestId('sidebar-vip')).toHaveText('Agente');
    await expect(page.getByTestId('sidebar-link-mall')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-vip-progress')).toHaveCount(0);
  });

  test('a trial player sees play money without R$ and no agency centre', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByTestId('trial-play').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await openFromFooter(page);
    await expect(page.getByTestId('member-balance-label')).toHaveText('Saldo de teste');
    await expect(page.getByTestId('member-balance')).toHaveText(/^[\d.]+,\d\d$/);
    await expect(page.getByTestId('member-entry-agent')).toHaveCount(0);
    await shoot(page, 'trial-390-pt');
  });
});
