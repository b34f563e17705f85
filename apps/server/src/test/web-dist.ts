import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const FAKE_INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The back office's index.html as Vite writes it with `html.cspNonce`: the placeholder wherever a nonce goes. */
export const FAKE_ADMIN_INDEX_HTML =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="ADMIN_CSP_NONCE" />' +
  '<script type="module" crossorigin nonce="ADMIN_CSP_NONCE" src="/admin/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function writeDist(prefix: string, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A stand-in for apps/admin/dist. */
export function createFakeAdminDist(): string {
  return writeDist('admin-dist-', {
    'index.html': FAKE_ADMIN_INDEX_HTML,
    'assets/index-abc123.js': 'console.log("admin");',
    'assets/index-abc123.css': 'body{margin:0}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}

/** A stand-in for apps/web/dist with the kinds of files Vite and the PWA plugin emit. */
export function createFakeWebDist(): string {
  return writeDist('web-dist-', {
    'index.html': FAKE_INDEX_HTML,
    'assets/app-abc123.js': 'console.log("app");',
    'sw.js': 'self.addEventListener("fetch", () => {});',
    'registerSW.js': '',
    'manifest.webmanifest': '{"name":"Demo Bet"}',
    'banners/home-1.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}
