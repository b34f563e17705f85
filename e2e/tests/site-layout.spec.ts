import { API, clientRoutes, type AccountRecord, type ClientRoute } from '@app/contract';
import type { Browser, Locator, Page } from '@playwright/test';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { expect, failFakeSessionCalls, newPhone, test, withStoredSession } from '../support/fixtures.js';
import { catalogueGames, openGame, sessionToken } from '../support/games.js';
import {
  hiddenByServiceButton,
  NARROW,
  PHONE,
  scrollToEnd,
  scrollUntilAttached,
  sidewaysOverflow,
  wordsBrokenMidWord,
} from '../support/layout.js';
import { createPixDeposit } from '../support/wallet.js';

const SHOTS = '/tmp/helpers';
const sizes = [PHONE, NARROW];

/** Query strings some screens need to stay on their own screen (as in routes.spec.ts). */
const queryFor: Record<string, string> = { applyReward: '?id=1', noticeDetail: '?id=1', activityDetail: '?id=1', gameCenter: '?nodeId=1' };

function sessionTypeFor(route: ClientRoute): number | null {
  if (route.guard === 'guest') return null;
  return route.guard === 'agent' || route.id === 'agent' ? 1 : 0;
}

/** A member with more favourites than fit a narrow tab, as the lists' favourites count shows it. */
const favouriteIds = { [API.gameFavouriteIds]: { content: Array.from({ length: 128 }, (_, i) => String(1000 + i)) } };

/** At the end of the page, nothing a player reads or taps lies under the floating service button. */
async function expectClearOfServiceButton(page: Page, where: string): Promise<void> {
  // A login popup over the page would hide the page from the check: the page fixture closes it here.
  await expect(page.getByTestId('login-popup-close')).toHaveCount(0);
  await scrollToEnd(page);
  await expect(page.getByTestId('floating-service'), where).toBeVisible();
  expect(await hiddenByServiceButton(page), where).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${where}: ${overflow.outside.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
}

/** Every element of the locator shows its content whole: none is clipped or ends in an ellipsis. */
async function expectWhole(locator: Locator, what: string): Promise<void> {
  const cut = await locator.evaluateAll((elements) =>
    elements.filter((el) => el.scrollWidth > el.clientWidth).map((el) => `"${el.textContent}" ${el.clientWidth}/${el.scrollWidth} px`),
  );
  expect(cut, what).toEqual([]);
}

/** A full page of account movements, so the record runs past the bottom of the window. */
const recordPage = (): { list: AccountRecord[]; pageNo: number; pageSize: number; total: number; totalPages: number } => ({
  list: Array.from({ length: 20 }, (_, i) => ({
    id: `r${i}`,
    type: i % 2 ? 'bet' : 'deposit',
    amount: i % 2 ? '-1.00' : '50.00',
    balanceAfter: '1234.56',
    status: 'done',
    reference: null,
    createdAt: '2026-11-22T10:00:00Z',
  })),
  pageNo: 1,
  pageSize: 20,
  total: 20,
  totalPages: 1,
});

for (const size of sizes) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('the floating service button covers nothing on the home, promotions, invite, account record and PIX screens', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/m/home');
      await scrollUntilAttached(page, 'footer-copyright');
      await expectClearOfServiceButton(page, 'guest home');

      await registerMember(page, { username: `lay_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await page.goto('/m/activity');
      await expect(page.getByTestId('activity-action').first()).toBeVisible();
      await expectClearOfServiceButton(page, '/m/activity');
      await page.screenshot({ path: `${SHOTS}/layout-activity-end-${size.width}.png` });

      await page.goto('/m/inviteFriends');
      await expect(page.getByTestId('invite-rules')).toBeVisible();
      await expectClearOfServiceButton(page, '/m/inviteFriends');
      await page.screenshot({ path: `${SHOTS}/layout-invite-end-${size.width}.png` });

      await page.route(`**${API.accountRecord}?*`, (route) => route.fulfill({ json: { success: true, value: recordPage() } }));
      await page.goto('/m/transaction/record');
      await expect(page.getByTestId('record-r19')).toBeVisible();
      await expectClearOfServiceButton(page, '/m/transaction/record');
      await page.screenshot({ path: `${SHOTS}/layout-record-end-${size.width}.png` });

      await createPixDeposit(page, '50.00');
      await expectClearOfServiceButton(page, '/m/voucherCenter with its PIX charge');
      await page.screenshot({ path: `${SHOTS}/layout-pix-end-${size.width}.png` });

      // The member's home last: the login popups that greet a new member are closed by then.
      await page.goto('/m/home');
      await scrollUntilAttached(page, 'footer-copyright');
      await expectClearOfServiceButton(page, 'member home');
      await page.screenshot({ path: `${SHOTS}/layout-home-end-${size.width}.png` });
      // The home's category view has the game lists' tabs, with the member's favourites count.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('home-menu-LIVE').click();
      await expect(page.getByTestId('vendor-game-list').getByTestId('tab-fav')).toContainText('0');
      await expectNoSidewaysScroll(page, 'home, live category');
      await page.screenshot({ path: `${SHOTS}/layout-home-live-${size.width}.png` });
    });

    test('the help menu and team betting wrap between words', async ({ browser, baseURL }) => {
      const guest = await newPhone(browser, baseURL!, { viewport: size });
      await guest.route(`**${API.helpCenter}?*`, (route) => route.fulfill({ json: { success: true, value: helpEntries } }));
      await guest.goto('/m/help');
      await expect(guest.getByTestId('screen-help').getByRole('button').first()).toBeVisible();
      expect(await wordsBrokenMidWord(guest, '[data-testid="screen-help"]'), '/m/help').toEqual([]);
      await expectWhole(guest.getByRole('heading', { level: 1 }), 'the help title');
      await expectNoSidewaysScroll(guest, '/m/help');
      await guest.screenshot({ path: `${SHOTS}/layout-help-${size.width}.png` });
      await guest.context().close();

      const agent = await newPhone(browser, baseURL!, { viewport: size });
      await withStoredSession(agent, 1);
      await failFakeSessionCalls(agent, { [API.agentTeamBetting]: teamRounds() });
      await agent.goto('/m/teamBetting');
      await expect(agent.getByTestId('team-round-t0')).toBeVisible();
      expect(await wordsBrokenMidWord(agent, '[data-testid="screen-teamBetting"]'), '/m/teamBetting').toEqual([]);
      await agent.screenshot({ path: `${SHOTS}/layout-team-betting-${size.width}.png`, fullPage: true });
      await agent.context().close();
    });
  });
}

/** Help titles with the long words an operator writes. */
const helpEntries = ['Regulamentação e licenças', 'Transferências', 'Autoexclusão temporária', 'Verificação de identidade'].map(
  (title) => ({
    title,
    content: `<p>${title}: informações sobre depósitos, saques, responsabilidade e privacidade.</p>`,
  }),
);

/** Rounds of a downline with long names and codes, the way the tester saw them. */
function teamRounds() {
  const statuses = ['completed', 'open', 'cancelled'] as const;
  const list = statuses.map((status, i) => ({
    id: `t${i}`,
    roundId: `round-${i}`,
    memberId: `m${i}`,
    username: ['jogador_muito_longo', 'ana_beatriz_2024', 'carlosalberto99'][i]!,
    vendor: 'INHOUSE',
    gameCode: ['inhouse-fortune-tiger-deluxe', 'crash', 'plinko-classic'][i]!,
    stake: '12345.67',
    win: '98765.43',
    status,
    createdAt: '2026-11-22T10:00:00Z',
  }));
  return { list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 };
}

/** One tab per kind of visitor and width, kept across the walk's tests (as in routes.spec.ts). */
const tabs = new Map<string, Promise<Page>>();
test.afterAll(async () => {
  for (const tab of tabs.values()) await (await tab).context().close();
  tabs.clear();
});
function tabFor(browser: Browser, baseURL: string, type: number | null, size: typeof PHONE | typeof NARROW): Promise<Page> {
  const key = `${type}-${size.width}`;
  let tab = tabs.get(key);
  if (!tab) {
    tab = (async () => {
      const page = await newPhone(browser, baseURL, { viewport: size });
      if (type !== null) {
        await withStoredSession(page, type);
        await failFakeSessionCalls(page, favouriteIds);
      }
      return page;
    })();
    tabs.set(key, tab);
  }
  return tab;
}

// The route walk runs at the narrowest width only: what fits at 320 px fits at 390 (the named screens above check the
// service button at both), and a walk costs about five minutes of the suite per width.
for (const size of [NARROW]) {
  test.describe(`every route of the SPEC table at ${size.width} px: no sideways scroll, nothing under the service button`, () => {
    for (const route of clientRoutes) {
      test(`${route.id}: ${route.path}`, async ({ browser, baseURL }) => {
        const page = await tabFor(browser, baseURL!, sessionTypeFor(route), size);
        await page.goto(route.path + (queryFor[route.id] ?? ''));
        await expect(page.getByTestId(`screen-${route.id}`)).toBeVisible();
        await scrollToEnd(page);
        await expectNoSidewaysScroll(page, route.path);
        if (route.footer === 'member') await expectClearOfServiceButton(page, route.path);
      });
    }

    test('the game lists of a member with many favourites', async ({ browser, baseURL }) => {
      const page = await tabFor(browser, baseURL!, 0, size);
      // Every game-list path is the same screen: one with a type in its query, one with its own path.
      for (const path of ['/m/gameList?gameType=RNG', '/m/live-games']) {
        await page.goto(path);
        await expect(page.getByTestId('tab-fav').getByText('128')).toBeVisible();
        await expectNoSidewaysScroll(page, path);
        await expectWhole(page.getByTestId('list-tabs').locator('button > span'), `${path}: the tabs`);
      }
      await page.screenshot({ path: `${SHOTS}/layout-game-list-${size.width}.png` });
    });
  });
}

/** The stake picker sits on one row and its amount on one line. */
async function expectStakeOnOneLine(page: Page, where: string) {
  const lines = await page
    .getByTestId('stake-value')
    .locator('..')
    .evaluate((group) => {
      const boxes = Array.from(group.children).map((child) => child.getBoundingClientRect());
      const oneRow = Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom));
      const amount = Array.from(group.querySelector('output')!.childNodes).find((n) => n.nodeType === Node.TEXT_NODE)!;
      const range = document.createRange();
      range.selectNodeContents(amount);
      return { oneRow, amountLines: new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size };
    });
  expect.soft(lines, where).toEqual({ oneRow: true, amountLines: 1 });
}

/** The hint of an empty field fits it: the field's own measure, and its text in the hint's font against its room. */
async function expectPlaceholderWhole(page: Page, testId: string) {
  const fit = await page.getByTestId(testId).evaluate((input: HTMLInputElement) => {
    const hint = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${hint.fontWeight} ${hint.fontSize} ${hint.fontFamily}`;
    const style = getComputedStyle(input);
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      text: input.placeholder,
      scrollWidth: input.scrollWidth,
      clientWidth: input.clientWidth,
      hint: context.measureText(input.placeholder).width,
      room,
    };
  });
  expect.soft(fit.text, testId).not.toBe('');
  expect.soft(fit.scrollWidth, `${testId}: the field's content width`).toBeLessThanOrEqual(fit.clientWidth);
  expect.soft(fit.hint, `${testId}: "${fit.text}" against its room`).toBeLessThanOrEqual(fit.room);
}

for (const size of sizes) {
  test.describe(`stakes and the automatic cash-out at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the stake pickers of the slot and the in-house games stay on one line and the auto cash-out hint is whole', async ({
      page,
      server,
    }) => {
      test.setTimeout(180_000);
      await registerMember(page, { username: `stk_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
      const token = await sessionToken(page);
      const slot = (await catalogueGames(server, { gameType: 'RNG', vassalage: 'JDB' })).find((g) => g.gameClassify === null)!;
      const inhouse = await catalogueGames(server, { gameType: 'RNG', vassalage: 'INHOUSE' });
      // The crash first: its picker and field are the ones seen cut.
      const games = [...inhouse.sort((a, b) => Number(b.gameClassify === 'Crash') - Number(a.gameClassify === 'Crash')), slot];

      for (const game of games) {
        const name = game.gameClassify ?? 'slot';
        await openGame(page, server, token, game.nodeId);
        await expect(page.getByTestId('stake-value')).toBeVisible();
        await expectStakeOnOneLine(page, name);
        if (name === 'Crash') await expectPlaceholderWhole(page, 'crash-auto');
        const overflow = await sidewaysOverflow(page);
        expect.soft(overflow.scrollWidth, `${name}: ${overflow.outside.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
        await page.screenshot({ path: `${SHOTS}/layout-game-${name.toLowerCase()}-${size.width}.png` });
      }
    });
  });
}
