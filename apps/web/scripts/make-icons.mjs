// Renders the PWA icons (public/icons/*.png) from the brand SVG with headless Chromium.
// Run once with `node scripts/make-icons.mjs`; the PNGs are kept in the repository.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(publicDir + 'brand/logo.svg', 'utf8');

// Maskable icons are cropped to a circle of 80% by some launchers: full-bleed
// background, mark inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe38f"/><stop offset=".55" stop-color="#f5b930"/><stop offset="1" stop-color="#d98d12"/></linearGradient>
    <linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b3df5"/><stop offset="1" stop-color="#1c1150"/></linearGradient>
  </defs>
  <rect width="64" height="64" fill="url(#night)"/>
  <g transform="translate(32 32) scale(0.62) translate(-32 -32)">
    <path d="M32 11c1.8 12.6 7.4 18.2 20 20-12.6 1.8-18.2 7.4-20 20-1.8-12.6-7.4-18.2-20-20 12.6-1.8 18.2-7.4 20-20z" fill="url(#gold)"/>
    <circle cx="47.5" cy="16.5" r="4" fill="#2fd38a"/>
  </g>
</svg>`;

const targets = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

mkdirSync(publicDir + 'icons', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of targets) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page
      .locator('svg')
      .first()
      .screenshot({ path: publicDir + 'icons/' + file, omitBackground: true });
    console.log('wrote icons/' + file);
  }
} finally {
  await browser.close();
}
