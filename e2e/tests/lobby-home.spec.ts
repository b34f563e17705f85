import { API, IN_HOUSE_DEFAULT_CLASSIFY, IN_HOUSE_VENDOR_CODE, esportsVendors } from '@app/contract';
import { expect, test } from '../support/fixtures.js';
import { scrollUntilVisible, serverHot, serverList, serverMenus, tileIds } from '../support/lobby.js';

// The home as most members see it: with its ticker, winner list and carousel moving (the other specs reduce motion).
test.use({ reducedMotion: 'no-preference' });

/** The game list filter of each home block, as the site asks it (SPEC §4 shortcuts and grouping). */
function blockParams(category: string): Record<string, string> {
  if (category === 'PGE') return { gameType: 'RNG', vassalage: 'PGE' };
  if (category === 'CRASH') return { gameType: 'RNG', vassalage: IN_HOUSE_VENDOR_CODE, gameClassify: IN_HOUSE_DEFAULT_CLASSIFY };
  if (['TA', 'JDB', 'FC', 'PP'].includes(category)) return { gameType: 'RNG', vassalage: category };
  if (category === 'ESPORTS') return { gameType: 'SPORTS' };
  return { gameType: category };
}

test('the home shows every section in SPEC order, each block with its category of the seeded games', async ({ page, server }) => {
  const menus = await serverMenus(server);
  const blocks = [...menus.categories, ...menus.shortcuts];
  await page.goto('/m/home');
  await expect(page.getByTestId('home-menu').getByRole('button', { pressed: true })).toHaveText(/Início/);
  // HOME and HOT are there at once; the categories and shortcuts come with the menus call.
  const chips = () =>
    page
      .getByTestId('home-menu')
      .locator('[data-category]')
      .evaluateAll((b) => b.map((x) => (x as HTMLElement).dataset.category));
  await expect.poll(chips).toEqual(['HOME', 'HOT', ...blocks]);

  const hot = (await serverHot(server)).slice(0, 40).map((g) => g.nodeId);
  await expect.poll(() => tileIds(page, 'home-block-HOT')).toEqual(hot.slice(0, 12));

  for (const category of blocks) {
    await scrollUntilVisible(page, `home-block-${category}`);
    const answer = await serverList(server, { ...blockParams(category), pageNo: 1, pageSize: 40 });
    const games = answer.games.filter((g) =>
      category === 'ESPORTS'
        ? (esportsVendors as readonly string[]).includes(g.vassalage)
        : category === 'SPORTS'
          ? !(esportsVendors as readonly string[]).includes(g.vassalage)
          : true,
    );
    await expect
      .poll(() => tileIds(page, `home-block-${category}`), { message: category })
      .toEqual(games.slice(0, 12).map((g) => g.nodeId));
  }

  for (const section of ['home-matches', 'home-winners', 'home-jackpot', 'home-invite', 'home-footer'])
    await scrollUntilVisible(page, section);
  const order = [
    'home-banner',
    'notice-ticker',
    'home-menu',
    'home-block-HOT',
    ...blocks.map((c) => `home-block-${c}`),
    'home-matches',
    'home-winners',
    'home-jackpot',
    'home-invite',
    'home-footer',
  ];
  // Document order (the menu strip is sticky, so screen positions would not tell).
  const inOrder = await page.evaluate((ids) => {
    const nodes = ids.map((id) => document.querySelector(`[data-testid="${id}"]`));
    if (nodes.some((n) => n === null)) return ids.filter((_, i) => nodes[i] === null);
    return nodes.slice(1).every((n, i) => (nodes[i]!.compareDocumentPosition(n!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
  }, order);
  expect(inOrder).toBe(true);

  await expect(page.getByTestId('notice-ticker')).toContainText('Bem-vindo à Demo Bet');
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await expect(page.getByTestId('winners-big').getByTestId('winner-entry')).toHaveCount(10);
  await expect(page.getByTestId('jackpot-value')).toHaveText(/^R\$ 1\.[23]\d{2}\.\d{3}\.\d{3},00$/);
  await expect(page.getByTestId('footer-copyright')).toHaveText(/^© 2020-2023 .+Todos os direitos reservados\.$/);
  await expect(page.getByTestId('footer-help').getByRole('link').first()).toHaveAttribute('href', '/m/help?i=0');
});

test('"more" switches the home to that category at the top of the page', async ({ page, server }) => {
  await page.goto('/m/home');
  await scrollUntilVisible(page, 'home-block-LIVE');
  await page.getByTestId('home-block-more-LIVE').click();
  await expect(page.getByTestId('category-view-LIVE')).toBeVisible();
  await expect(page.getByTestId('home-menu-LIVE')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const live = await serverList(server, { gameType: 'LIVE', pageNo: 1, pageSize: 40 });
  await expect.poll(() => tileIds(page, 'vendor-game-list')).toEqual(live.games.slice(0, 6).map((g) => g.nodeId));
  await expect(page.getByTestId('vendor-more-games')).toHaveAttribute('href', '/m/gameList?gameType=LIVE');
});

test('a guest who taps a star lands on /m/login', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('home-block-HOT').getByTestId('game-star').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('changing the language reloads the game names', async ({ page, server }) => {
  const [pt, en] = await Promise.all([serverHot(server, 'pt'), serverHot(server, 'en')]);
  const differs = pt.findIndex((g, i) => g.displayName !== en[i]?.displayName);
  expect(differs).toBeGreaterThanOrEqual(0);
  expect(differs).toBeLessThan(12);
  await page.goto('/m/home');
  const name = page.getByTestId('home-block-HOT').getByTestId('game-name').nth(differs);
  await expect(name).toHaveText(pt[differs]!.displayName);
  await page.getByTestId('open-right-sidebar').click();
  await page.getByTestId('right-sidebar').getByTestId('lang-en').click();
  await page.keyboard.press('Escape');
  await expect(name).toHaveText(en[differs]!.displayName);
  const asked = await page.evaluate(
    (path) => performance.getEntriesByType('resource').filter((e) => e.name.includes(path) && e.name.includes('language=en')).length,
    API.gameHot,
  );
  expect(asked).toBeGreaterThan(0);
});
