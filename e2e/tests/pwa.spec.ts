import { expect, test } from '../support/fixtures.js';

test('the web manifest is linked and describes an installable app', async ({ page, request }) => {
  await page.goto('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(new URL(href!, page.url()).toString());
  expect(res.ok()).toBe(true);
  const manifest = await res.json();
  expect(manifest.start_url).toContain('/m/home');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const img = await request.get(new URL(icon.src, page.url()).toString());
    expect(img.headers()['content-type']).toContain('image/png');
  }
});

test('hashed assets are cached for a year and the app shell is revalidated', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!);
  expect(asset.headers()['cache-control']).toContain('immutable');
  const shell = await request.get('/m/home');
  expect(shell.headers()['cache-control']).toContain('no-cache');
  expect(shell.headers()['content-security-policy']).toContain("script-src 'self'");
});

test.describe('with service workers allowed', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a service worker takes control and the shell opens offline', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    // `ready` resolves once a worker is active; the reload puts the page under its control.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await context.setOffline(false);
  });
});
