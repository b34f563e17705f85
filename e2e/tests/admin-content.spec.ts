import { crc32, deflateSync } from 'node:zlib';
import { API } from '@app/contract';
import type { Page } from '@playwright/test';
import { createOperatorByCli, firstSignIn, newDesk } from '../support/backoffice.js';
import { expect, test } from '../support/fixtures.js';
import { operatorCall, type RunningServer } from '../support/server.js';

const SHOTS = process.env.CONTENT_SHOTS_DIR ?? 'test-results';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 750×320 RGB PNG in diagonal stripes of two colours: a banner no seed has, recognisable on a screenshot. */
function stripedBanner(): Buffer {
  const [width, height] = [750, 320];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const on = Math.floor((x + y) / 40) % 2 === 0;
      rows.set(on ? [245, 196, 81] : [123, 92, 255], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The seeded first Portuguese home banner: the one a guest sees first on /m/home. */
async function firstHomeBanner(server: RunningServer): Promise<{ id: number; url: string }> {
  const res = await operatorCall(server, 'GET', API.operatorBanners, undefined);
  const banners = ((await res.json()) as { value: Array<{ id: number; url: string; groupName: string; language: string; sort: number }> })
    .value;
  const home = banners.filter((b) => b.groupName === 'm_home' && b.language === 'pt').sort((a, b) => a.sort - b.sort);
  return home[0]!;
}

/** The slide a guest is looking at (clones and hidden slides aside). */
const currentSlide = (page: Page) => page.getByTestId('home-banner').locator('button[aria-hidden="false"] img');

test.describe('back office content (issue 31 item 1)', () => {
  test('an operator replaces the home banner with an uploaded image and a guest sees it on /m/home', async ({ page, server, browser }) => {
    test.setTimeout(240_000);
    const editor = `conteudo.${Date.now().toString(36)}`;
    const desk = await newDesk(browser, server.url);
    await firstSignIn(desk, editor, createOperatorByCli(server, editor, 'content'));
    const banner = await firstHomeBanner(server);

    await desk.getByRole('menuitem', { name: /Conteúdo/ }).click();
    await expect(desk.getByRole('tab', { name: 'Banners' })).toBeVisible();
    await expect(desk.getByTestId(`banner-${banner.id}-edit`)).toBeVisible();
    await desk.screenshot({ path: `${SHOTS}/admin-content-banners.png` });

    // Edit the first home banner: upload a new image, which the preview shows at once.
    await desk.getByTestId(`banner-${banner.id}-edit`).click();
    const drawer = desk.locator('.ant-drawer-open');
    await drawer.locator('input[type=file]').setInputFiles({ name: 'natal.png', mimeType: 'image/png', buffer: stripedBanner() });
    const uploaded = drawer.getByTestId('banner-image-image').locator('img');
    await expect(uploaded).toHaveAttribute('src', /^\/wps\/content\/files\/[a-f0-9]{64}\.png$/);
    const url = (await uploaded.getAttribute('src'))!;
    await expect(drawer.getByTestId('preview-banner')).toHaveAttribute('src', url);
    // Served back by the server from the file store (the preview's carousel may have moved on by now).
    await expect.poll(() => uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await desk.screenshot({ path: `${SHOTS}/admin-content-banner-preview.png` });
    await drawer.getByTestId('banner-save').click();
    await expect(desk.locator('.ant-drawer-open')).toHaveCount(0);
    await expect(desk.getByTestId('banner-table').locator(`img[src="${url}"]`)).toBeVisible();

    // A guest on a phone sees the new banner first on the home.
    await page.goto('/m/home');
    await expect.poll(() => currentSlide(page).getAttribute('src'), { timeout: 15_000 }).toBe(url);
    await expect.poll(() => currentSlide(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(750);
    await page.screenshot({ path: `${SHOTS}/guest-home-new-banner.png` });

    // The change is in the audit trail under the operator's name.
    const audit = await operatorCall(server, 'GET', `${API.operatorAudit}?limit=20`, undefined);
    const rows = (
      (await audit.json()) as { value: { rows: Array<{ action: string; actor: { name: string | null }; objectId: string | null }> } }
    ).value.rows;
    expect(rows.find((r) => r.action === `PUT ${API.operatorBanner}` && r.objectId === String(banner.id))?.actor.name).toBe(editor);
    expect(rows.some((r) => r.action === `POST ${API.operatorContentImages}` && r.actor.name === editor)).toBe(true);
  });

  test('an operator writes a rich-text notice with a preview, and the saved HTML keeps the formatting', async ({ server, browser }) => {
    test.setTimeout(180_000);
    const editor = `avisos.${Date.now().toString(36)}`;
    const desk = await newDesk(browser, server.url);
    await firstSignIn(desk, editor, createOperatorByCli(server, editor, 'content'));
    await desk.getByRole('menuitem', { name: /Conteúdo/ }).click();
    await desk.getByRole('tab', { name: 'Anúncios' }).click();
    await desk.screenshot({ path: `${SHOTS}/admin-content-announcements.png` });

    await desk.getByTestId('announcement-new').click();
    const drawer = desk.locator('.ant-drawer-open');
    const title = `Manutenção programada ${Date.now().toString(36)}`;
    await drawer.getByTestId('announcement-title').fill(title);
    const body = drawer.getByTestId('announcement-content').locator('[contenteditable=true]');
    await body.click();
    await desk.keyboard.type('O site fica fora do ar das 2h às 4h. ');
    await drawer.getByRole('button', { name: 'Negrito' }).click();
    await desk.keyboard.type('Saques seguem normais.');
    const preview = desk.getByTestId('phone-preview');
    await expect(preview.getByText(title)).toBeVisible();
    await expect(preview.locator('strong', { hasText: 'Saques seguem normais.' })).toBeVisible();
    await desk.screenshot({ path: `${SHOTS}/admin-content-announcement-preview.png` });
    await drawer.getByTestId('announcement-save').click();
    await expect(desk.locator('.ant-drawer-open')).toHaveCount(0);
    await expect(desk.getByRole('row').filter({ hasText: title })).toContainText('No ar');

    const list = await operatorCall(server, 'GET', `${API.operatorAnnouncements}?type=PL&language=pt`, undefined);
    const saved = ((await list.json()) as { value: Array<{ title: string; content: string }> }).value.find((a) => a.title === title);
    expect(saved?.content).toMatch(/^<p>O site fica fora do ar das 2h às 4h\.\s*<strong>\s*Saques seguem normais\.<\/strong><\/p>$/);

    await desk.getByRole('tab', { name: 'Central de ajuda' }).click();
    await desk.getByTestId('help-new').click();
    await desk.locator('.ant-drawer-open').getByTestId('help-title').fill('Como sacar');
    await expect(desk.getByTestId('phone-preview').getByText('Como sacar')).toBeVisible();
    await desk.screenshot({ path: `${SHOTS}/admin-content-help-preview.png` });
  });
});
