import { test as base, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@app/contract';
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
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

export { expect } from '@playwright/test';

/** Stores a session the way the site does (SPEC §3 MC_SESSION_INFO), before any page script runs. */
export async function withStoredSession(page: Page, type: number): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string)) localStorage.setItem(key as string, value as string);
    },
    [STORAGE_KEYS.session, JSON.stringify({ token: 'e2e-token', merchantCode: 'demo', userName: 'e2euser', type, firstTimeLogin: false })],
  );
}
