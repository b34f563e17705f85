import { clientRoutes, type ClientRoute } from '@app/contract';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import type { Browser, Page } from '@playwright/test';
import { expect, failFakeSessionCalls, newPhone, test, withStoredSession } from '../support/fixtures.js';

/** Query strings some screens need to stay on their own screen. */
const queryFor: Record<string, string> = { applyReward: '?id=1', noticeDetail: '?id=1', activityDetail: '?id=1', gameCenter: '?nodeId=1' };

function sessionTypeFor(route: ClientRoute): number | null {
  if (route.guard === 'guest') return null;
  return route.guard === 'agent' || route.id === 'agent' ? 1 : 0;
}

test.describe('every route of the SPEC table shows its screen with the right header and footer', () => {
  // One tab per kind of visitor (guest, member, agent), kept across the file's tests: each test still loads its paths
  // from scratch (page.goto), but from a warm HTTP cache, which was most of a test's time on a two-core machine.
  const tabs = new Map<number | null, Promise<Page>>();
  test.afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context().close();
  });
  const tabFor = (browser: Browser, baseURL: string, type: number | null) => {
    let tab = tabs.get(type);
    if (!tab) {
      tab = (async () => {
        const page = await newPhone(browser, baseURL);
        if (type !== null) {
          await withStoredSession(page, type);
          await failFakeSessionCalls(page);
        }
        return page;
      })();
      tabs.set(type, tab);
    }
    return tab;
  };

  for (const route of clientRoutes) {
    const paths = [route.path, ...(route.aliases ?? [])];
    test(`${route.id}: ${paths.join(', ')}`, async ({ browser, baseURL }) => {
      const page = await tabFor(browser, baseURL!, sessionTypeFor(route));
      for (const path of paths) {
        await page.goto(path + (queryFor[route.id] ?? ''));
        await expect(page.getByTestId(`screen-${route.id}`), path).toBeVisible();

        const header = page.getByTestId('header');
        if (route.header === 'none') await expect(header, path).toHaveCount(0);
        else await expect(header, path).toHaveAttribute('data-variant', route.header);

        if (route.header === 'default') {
          await expect(page.getByTestId('header-back'), path).toHaveCount(route.back === 'hidden' ? 0 : 1);
          await expect(page.getByTestId(`header-right-${route.headerRight}`), path).toBeVisible();
        }

        await expect(page.getByTestId('footer-menu'), path).toHaveCount(route.footer === 'member' ? 1 : 0);
        await expect(page.getByTestId('agent-footer'), path).toHaveCount(route.footer === 'agent' ? 1 : 0);
      }
    });
  }
});

test('an unknown path lands on /m/home', async ({ page }) => {
  for (const path of ['/m/does-not-exist', '/totally/unknown', '/m/home/extra']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('screen-home')).toBeVisible();
  }
});

test('the home item of the footer menu is highlighted only on home paths', async ({ page }) => {
  for (const path of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) {
    await page.goto(path);
    await expect(page.getByTestId('footer-item-home'), path).toHaveAttribute('data-active', 'true');
  }
  await page.goto('/m/notice');
  await expect(page.getByTestId('footer-item-home')).not.toHaveAttribute('data-active', 'true');
});

test('the back arrow goes home on login-side pages and back in history elsewhere', async ({ page }) => {
  await page.goto('/m/home');
  await page.goto('/m/activity');
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/help');
  await page.goto('/m/notice');
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/m\/help$/);
});

test.describe('guards send guests where SPEC §6 says', () => {
  const cases: Array<[string, RegExp]> = [
    ['/m/set', /\/m\/login$/],
    ['/m/message', /\/m\/login$/],
    ['/m/inviteFriends', /\/m\/login$/],
    ['/m/voucherCenter', /\/m\/login$/],
    ['/m/agent/team/pnl', /\/m\/login$/],
    ['/m/changePsw', /\/m\/home$/],
    ['/m/agent', /\/m\/home$/],
    ['/m/applyReward?id=3', /\/m\/activity$/],
  ];
  for (const [path, target] of cases) {
    test(`guest on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(target);
    });
  }

  // Real members: a made-up session would be logged out by the screens' own calls, racing the guard.
  test('a member without the reward id goes to /m/activity', async ({ page }) => {
    await registerMember(page, { username: `rw_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await page.goto('/m/applyReward');
    await expect(page).toHaveURL(/\/m\/activity$/);
  });

  test('a non-agent member is kept out of agent pages', async ({ page }) => {
    await registerMember(page, { username: `na_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    for (const path of ['/m/agent', '/m/teamBetting']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/home$/);
    }
  });
});
