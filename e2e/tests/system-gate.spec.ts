import { API } from '@app/contract';
import { expect, test } from '@playwright/test';
import { operatorCall, startServer, type RunningServer } from '../support/server.js';

/** These tests flip merchant-wide switches, so they get a server of their own. */
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

test.describe.configure({ mode: 'serial' });

test('the maintenance screen appears when the operator switches maintenance on, and goes away after', async ({ page }) => {
  await page.goto(`${server.url}/m/home`);
  await expect(page.getByTestId('screen-home')).toBeVisible();

  expect((await operatorCall(server, 'POST', API.operatorMaintenance, { enabled: true })).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  await expect(page.getByTestId('screen-home')).toHaveCount(0);

  expect((await operatorCall(server, 'POST', API.operatorMaintenance, { enabled: false })).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('screen-home')).toBeVisible();
});

test('the region-restricted screen appears for a refused address', async ({ page }) => {
  const deny = { mode: 'deny', countries: [], cidrs: ['127.0.0.0/8', '::1/128'] };
  expect((await operatorCall(server, 'PUT', API.operatorRegion, deny)).status).toBe(200);
  await page.goto(`${server.url}/m/home`);
  await expect(page.getByTestId('region-screen')).toBeVisible();

  expect((await operatorCall(server, 'PUT', API.operatorRegion, { mode: 'off', countries: [], cidrs: [] })).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('screen-home')).toBeVisible();
});

test('maintenance wins when both switches are on', async ({ page }) => {
  await operatorCall(server, 'PUT', API.operatorRegion, { mode: 'deny', countries: [], cidrs: ['127.0.0.0/8', '::1/128'] });
  await operatorCall(server, 'POST', API.operatorMaintenance, { enabled: true });
  await page.goto(`${server.url}/m/home`);
  await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  await operatorCall(server, 'POST', API.operatorMaintenance, { enabled: false });
  await operatorCall(server, 'PUT', API.operatorRegion, { mode: 'off', countries: [], cidrs: [] });
});
