import type { Page } from '@playwright/test';
import { API } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { makeTopAgent, signIn } from '../support/agents.js';
import { expect, newPhone, test } from '../support/fixtures.js';
import { NARROW, PHONE, sidewaysOverflow } from '../support/layout.js';
import { operatorCall } from '../support/server.js';

const SHOTS = '/tmp/helpers';

/** The rain page of a member: the rain falling and its rules, without sideways scrolling. */
async function rainPageWithRules(page: Page, shot: string) {
  await expect(page.getByTestId('screen-redRain')).toBeVisible();
  await expect(page.getByTestId('rain-live')).toBeVisible();
  const rules = page.getByTestId('rain-rules');
  await expect(rules).toBeVisible();
  await expect(rules.getByTestId('rain-rule-amount')).toContainText(/envelopes dividem R\$\s\d+,\d{2}/);
  await expect(rules.getByTestId('rain-rule-who')).toContainText('Um envelope por membro');
  await expect(rules.getByTestId('rain-rule-turnover')).toContainText('sem exigência de apostas');
  const overflow = await sidewaysOverflow(page);
  expect(overflow.outside, shot).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/h2-${shot}.png`, fullPage: true });
}

test.describe('red envelope rain reachable (issue 33 item 3)', () => {
  test('a player finds a falling rain on home and in the side menu, an agent in the grid; the rules are on the page', async ({
    page,
    browser,
    server,
  }) => {
    const started = await operatorCall(server, 'POST', API.operatorRains, { durationSeconds: 600, budget: '10.00', envelopeCount: 10 });
    expect(started.status).toBe(200);
    // Ten minutes long: it outlasts the test (a rain already falling cannot be cancelled, it ends by itself).
    await registerMember(page, { username: `rain_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    for (const size of [PHONE, NARROW]) {
      await page.setViewportSize(size);
      await test.step(`home strip at ${size.width} px`, async () => {
        await page.goto('/m/home');
        const strip = page.getByTestId('rain-strip');
        await expect(strip).toHaveAttribute('data-kind', 'live');
        await expect(strip).toContainText('Está chovendo envelopes!');
        await page.screenshot({ path: `${SHOTS}/h2-rain-strip-${size.width}.png` });
        await strip.click();
        await rainPageWithRules(page, `rain-page-${size.width}`);
      });
      await test.step(`side menu at ${size.width} px`, async () => {
        await page.goto('/m/home');
        await page.getByTestId('open-right-sidebar').click();
        const entry = page.getByTestId('sidebar-link-redRain');
        await expect(entry.getByTestId('rain-menu-live')).toHaveText('Agora');
        await page.screenshot({ path: `${SHOTS}/h2-rain-sidebar-${size.width}.png` });
        await entry.click();
        await expect(page.getByTestId('screen-redRain')).toBeVisible();
      });
    }

    await test.step('in English', async () => {
      await page.evaluate(() => localStorage.setItem('language', 'en'));
      await page.goto('/m/home');
      await expect(page.getByTestId('rain-strip')).toContainText('Red envelopes are falling!');
      await page.getByTestId('rain-strip').click();
      // English separators: the site's language is the chosen one from the first render (it once read Portuguese here).
      await expect(page.getByTestId('rain-rule-amount')).toContainText(/envelopes share R\$\s[\d,]*\d\.\d{2};/);
      await expect(page.getByTestId('rain-rule-turnover')).toContainText('no wagering');
      await page.screenshot({ path: `${SHOTS}/h2-rain-page-en-${NARROW.width}.png`, fullPage: true });
    });

    await test.step('an agent reaches it from the navigation grid', async () => {
      const agent = await newPhone(browser, server.url);
      const name = `rainag_${Date.now().toString(36)}`;
      await registerMember(agent, { username: name, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await makeTopAgent(server, name);
      await agent.evaluate(() => localStorage.clear());
      await signIn(agent, name);
      await agent.goto('/m/agent');
      const entry = agent.getByTestId('agent-nav-redRain');
      await expect(entry).toBeVisible();
      await agent.screenshot({ path: `${SHOTS}/h2-rain-agent-grid.png`, fullPage: true });
      await entry.click();
      await rainPageWithRules(agent, 'rain-page-agent');
      await agent.context().close();
    });
  });
});
