/**
 * Bundle budget (issue 33: home_initial_js_gz_kb ≤ 130; it was 150). Builds the product,
 * starts the real server, opens /m/home in Chromium at phone size with service
 * workers blocked, and sums the gzipped size of every JavaScript file the page
 * fetched until the home screen showed and the network went idle. The last
 * line printed is one JSON object.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, phoneContext } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const gzKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const round = (n: number) => Math.round(n * 10) / 10;
const BUDGET_KB = 130;

execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const server = await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ ...phoneContext, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js') || (res.headers()['content-type'] ?? '').includes('javascript')) scripts.add(url.pathname);
  });
  await page.goto(`${server.url}/m/home`, { waitUntil: 'networkidle' });
  await page.getByTestId('screen-home').waitFor();
  await page.waitForLoadState('networkidle');

  let home = 0;
  for (const path of scripts) {
    const size = gzKb(join(dist, path));
    home += size;
    console.log(`home loads ${path.padEnd(48)} ${round(size)} kB gz`);
  }
  const assets = join(dist, 'assets');
  const total = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzKb(join(assets, f)), 0);
  console.log(
    JSON.stringify({
      home_initial_js_gz_kb: round(home),
      budget_kb: BUDGET_KB,
      within_budget: home <= BUDGET_KB,
      total_js_gz_kb: round(total),
      home_js_files: scripts.size,
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}
