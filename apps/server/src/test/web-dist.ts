import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A stand-in for apps/web/dist with the kinds of files Vite and the PWA plugin emit. */
export function createFakeWebDist(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const files: Record<string, string> = {
    'index.html': FAKE_INDEX_HTML,
    'assets/app-abc123.js': 'console.log("app");',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'registerSW.js': '',
    'manifest.webmanifest': '{"name":"Demo Bet"}',
    'banners/home-1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
