import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { API, STORAGE_KEYS } from '@app/contract';
import { phoneContext } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/** One server per worker; tests that flip global switches start their own. */
export const test = base.extend<{ server: RunningServer }, { workerServer: RunningServer }>({
  workerServer: [
    // Playwright reads fixture dependencies from the destructuring pattern, so it must be an (empty) object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  // The demo merchant greets every login with popups (SPEC §2 login popups), shown when their call answers, which under load can be
  // many seconds after the home: whenever one covers the page before an action or assertion, it is closed.
  page: async ({ page }, use) => {
    await closeLoginPopupsWhenShown(page);
    await use(page);
  },
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect } from '@playwright/test';

const loginPopupClose = (page: Page) => page.getByTestId('login-popup-close');

async function closeLoginPopupsWhenShown(page: Page): Promise<void> {
  // A popup can go away by itself while its close button is being clicked (the next one replaces it):
  // the click then gives up quickly instead of holding the test until its own timeout. The test goes on
  // at once rather than waiting for the popup to fade (noWaitAfter): a toast shown meanwhile lasts 1.5 s,
  // and the handler runs again if another popup still covers the page.
  await page.addLocatorHandler(loginPopupClose(page), (close) => close.click({ timeout: 2_000 }).catch(() => undefined), {
    noWaitAfter: true,
  });
}

/**
 * A phone-sized tab with storage of its own (a second device, or a server of the test's own), set up
 * like the `page` fixture: 390×844, no service worker, login popups closed when they cover the page.
 * Closing its context is the caller's job (`page.context().close()`).
 */
export async function newPhone(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...phoneContext, baseURL, serviceWorkers: 'block', ...options });
  const page = await context.newPage();
  await closeLoginPopupsWhenShown(page);
  return page;
}

/** For tests about the login popups themselves: they stay until the test closes them. */
export async function keepLoginPopups(page: Page): Promise<void> {
  await page.removeLocatorHandler(loginPopupClose(page));
}

/** Stores a session the way the site does (SPEC §3 MC_SESSION_INFO), before any page script runs. */
export async function withStoredSession(page: Page, type: number): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, value as string);
    },
    [STORAGE_KEYS.session, JSON.stringify({ token: 'e2e-token', merchantCode: 'demo', userName: 'e2euser', type, firstTimeLogin: false })],
  );
}

/**
 * The stored session is made up, so the server would answer the screens' own
 * member calls (balance, records, VIP…) with login.not.session and the site
 * would log out, at whatever moment the call returns. Calls of the made-up
 * session that `answers` does not cover get a plain failure instead.
 */
export async function failFakeSessionCalls(page: Page, answers: Record<string, unknown> = {}): Promise<void> {
  await page.route('**/wps/**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (path in answers) return route.fulfill({ json: { success: true, value: answers[path] } });
    const fake = request.headers().authorization === 'Bearer e2e-token';
    if (!fake || path === API.systemStatus) return route.fallback();
    return route.fulfill({ status: 500, json: { success: false, errorCode: 'system.unknown', message: 'fake session' } });
  });
}
