import { expect, test } from '../support/fixtures.js';
import { registerMember, uniqueCpf, uniqueMobile } from '../support/accounts.js';
import { NARROW, PHONE } from '../support/layout.js';

const SHOTS = process.env.PUSH_SHOTS_DIR ?? 'test-results/push';

test.describe('notifications on /m/set (issue 33 item 11)', () => {
  // The switch subscribes through the site's service worker, which the other specs block.
  test.use({ serviceWorkers: 'allow' });

  test('turning notifications on sends this browser’s subscription to the server, and off removes it', async ({
    page,
    context,
    request,
  }) => {
    // This Chromium reaches no push service (no network, no FCM keys): its PushManager.subscribe never answers. The
    // browser's half is stood in for here; the permission, the worker, the server's key and both calls are real.
    await page.addInitScript(() => {
      let current: (PushSubscription & { key?: string }) | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        const key = new Uint8Array(options!.applicationServerKey as Uint8Array);
        const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-device';
        const subscription = {
          endpoint,
          key: btoa(String.fromCharCode(...key))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, ''),
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => ({ endpoint, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } }),
          unsubscribe: async () => ((current = null), true),
        };
        current = subscription as unknown as PushSubscription & { key: string };
        (window as unknown as { subscribedWith: string }).subscribedWith = subscription.key;
        return current;
      };
    });
    await registerMember(page, { username: `push_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
    await context.grantPermissions(['notifications']);
    await page.goto('/m/set');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const toggle = page.getByTestId('set-notifications');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
    const posted = page.waitForResponse((r) => r.url().endsWith('/wps/push/subscriptions') && r.request().method() === 'POST');
    await toggle.click();
    const answer = await posted;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ endpoint: expect.stringMatching(/^https:\/\//) });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    // Subscribed with the key the server signs with.
    const { publicKey } = (await (await request.get(new URL('/wps/push/key', page.url()).toString())).json()).value;
    expect(await page.evaluate(() => (window as unknown as { subscribedWith: string }).subscribedWith)).toBe(publicKey);
    const removed = page.waitForResponse((r) => r.url().endsWith('/wps/push/subscriptions') && r.request().method() === 'DELETE');
    await toggle.click();
    expect((await removed).status()).toBe(200);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  for (const language of ['pt', 'en'] as const) {
    test(`the settings card with the switch fits 390 and 320 px (${language})`, async ({ page }) => {
      await registerMember(page, { username: `pushs_${Date.now().toString(36)}`, cpf: uniqueCpf(), mobile: uniqueMobile() });
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      await page.goto('/m/set');
      await expect(page.getByTestId('set-notifications')).toBeVisible();
      await expect(page.getByTestId('set-notifications-hint')).not.toBeEmpty();
      for (const [name, size] of [
        ['390', PHONE],
        ['320', NARROW],
      ] as const) {
        await page.setViewportSize(size);
        const box = (await page.getByTestId('set-notifications').boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        await page.screenshot({ path: `${SHOTS}/settings-${language}-${name}.png` });
      }
    });
  }
});
