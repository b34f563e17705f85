import type { Page } from '@playwright/test';
import { API, settingPath } from '@app/contract';
import { expect, test } from '../support/fixtures.js';
import { NARROW, PHONE, sidewaysOverflow } from '../support/layout.js';
import { operatorCall, type RunningServer } from '../support/server.js';

const SHOTS = '/tmp/helpers';
const LINKS = {
  IOS: 'https://apps.example.test/demo-bet-ios',
  Android: 'https://example.test/download/demo-bet.apk',
  MOBILECONFIG: 'https://example.test/download/demo-bet.mobileconfig',
};

/** The merchant offers all three app links (restored by the caller). */
async function configureLinks(server: RunningServer): Promise<unknown> {
  const all = (await (await operatorCall(server, 'GET', API.operatorSettings, undefined)).json()) as { value: { resources: unknown } };
  const resources = all.value.resources as { downloads: unknown[]; social: unknown[] };
  const downloads = [
    ...Object.entries(LINKS).map(([resourceType, url]) => ({ resourceType, url })),
    { resourceType: 'TELEGRAM', url: 'https://t.me/demo_bet_example' },
  ];
  expect((await operatorCall(server, 'PUT', settingPath('resources'), { value: { ...resources, downloads } })).status).toBe(200);
  return resources;
}

/** No sideways scroll, and nothing of what this spec built (the popup, the bar, the page) reaches past the window. */
async function expectNoOverflow(page: Page, where: string, testId: string) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${where}: ${overflow.outside.join(', ')}`).toBeLessThanOrEqual(overflow.innerWidth);
  const outside = await page
    .getByTestId(testId)
    .evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
    );
  expect(outside, where).toEqual([]);
}

/** The header's icon opens the popup with the three app links (not the Telegram channel). */
async function popupFromHeader(page: Page, width: number) {
  await page.getByTestId('header-download').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup).toBeVisible();
  for (const [type, url] of Object.entries(LINKS)) await expect(popup.getByTestId(`download-link-${type}`)).toHaveAttribute('href', url);
  await expect(popup).not.toContainText('t.me');
  await expectNoOverflow(page, `popup at ${width}`, 'download-popup');
  await page.screenshot({ path: `${SHOTS}/h2-popup-${width}.png` });
  await popup.getByTestId('download-popup-close').click();
  await expect(popup).toHaveCount(0);
}

/** The bar opens the popup; closed, it stores hideDownloadBar and stays away while the player moves about. */
async function barClosedForTheVisit(page: Page, width: number) {
  const bar = page.getByTestId('download-bar');
  await expect(bar).toBeVisible();
  await expectNoOverflow(page, `bar at ${width}`, 'download-bar');
  await page.screenshot({ path: `${SHOTS}/h2-bar-${width}.png` });
  await bar.getByTestId('download-bar-open').click();
  await expect(page.getByTestId('download-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await bar.getByTestId('download-bar-close').click();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
  await page.getByTestId('open-right-sidebar').click();
  await page.getByTestId('sidebar-link-help').click();
  await expect(page.getByTestId('screen-help')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('screen-home')).toBeVisible();
  await expect(page.getByTestId('header-download')).toBeVisible();
  await expect(bar).toHaveCount(0);
}

/** /m/app: the same options, the iPhone steps, its own title bar whose arrow goes back. */
async function appPage(page: Page, width: number) {
  await page.goto('/m/app');
  const screen = page.getByTestId('screen-app');
  for (const type of Object.keys(LINKS)) await expect(screen.getByTestId(`download-link-${type}`)).toBeVisible();
  await expect(screen.getByTestId('download-ios-steps')).toContainText('Adicionar à Tela de Início');
  await expect(page.getByTestId('header')).toHaveCount(0);
  await expectNoOverflow(page, `/m/app at ${width}`, 'screen-app');
  await page.screenshot({ path: `${SHOTS}/h2-app-page-${width}.png`, fullPage: true });
  await screen.getByTestId('title-bar-back').click();
  await expect(page.getByTestId('screen-home')).toBeVisible();
}

async function inEnglish(page: Page) {
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/m/home');
  await expect(page.getByTestId('download-bar')).toContainText('Get the app');
  await page.getByTestId('header-download').click();
  await expect(page.getByTestId('download-link-Android')).toContainText('Download for Android');
  await page.screenshot({ path: `${SHOTS}/h2-popup-en-${NARROW.width}.png` });
  await page.goto('/m/app');
  await expect(page.getByTestId('download-ios-steps')).toContainText('Add to Home Screen');
  await page.screenshot({ path: `${SHOTS}/h2-app-page-en-${NARROW.width}.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('language', 'pt'));
}

test.describe('getting the app (issue 33 item 2)', () => {
  test('popup from the header, the download bar hidden until the next start, and the /m/app page', async ({ page, server }) => {
    const before = await configureLinks(server);
    try {
      for (const size of [PHONE, NARROW]) {
        await page.setViewportSize(size);
        await page.goto('/m/home');
        await page.evaluate(() => localStorage.removeItem('hideDownloadBar'));
        await page.reload();
        await test.step(`popup from the header at ${size.width} px`, () => popupFromHeader(page, size.width));
        await test.step(`download bar at ${size.width} px`, () => barClosedForTheVisit(page, size.width));
        await test.step('a reload in a browser tab is a new start: SPEC §2 clears hideDownloadBar, the bar is back', async () => {
          await page.reload();
          await expect(page.getByTestId('download-bar')).toBeVisible();
          expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBeNull();
        });
        await test.step(`/m/app page at ${size.width} px`, () => appPage(page, size.width));
      }
      await test.step('in English', () => inEnglish(page));
    } finally {
      expect((await operatorCall(server, 'PUT', settingPath('resources'), { value: before })).status).toBe(200);
    }
  });

  test('inside the installed web app: no bar and no download icon, and hideDownloadBar survives the start', async ({ page }) => {
    // An iOS home-screen clip reports navigator.standalone; Chromium has no switch for display-mode.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'standalone', { value: true });
      localStorage.setItem('hideDownloadBar', '1');
    });
    await page.goto('/m/home');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    await expect(page.getByTestId('header-download')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
  });
});
