import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, phoneContext } from './support/browser.js';

/**
 * Browser tests drive the real built server (apps/server/dist, serving
 * apps/web/dist) in Debian's headless Chromium at a 390×844 phone viewport.
 * Each worker starts its own server on a free port with its own copy of a data folder seeded once per run.
 */
export default defineConfig({
  testDir: './tests',
  // Seeds one data folder that every server of the run starts from a copy of.
  globalSetup: './support/global-setup.ts',
  // Generous for a slow two-core machine (seen: the browser suite 24 min on one machine, 6 on another;
  // docs/decisions/browser-tests.md); a passing test takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry, as Playwright's own template does on CI: a 2-core runner under the full suite's load can miss a
  // deadline once; a test that fails twice fails the run, and the report lists the ones that passed only on retry.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...phoneContext,
    launchOptions: chromiumLaunchOptions,
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
