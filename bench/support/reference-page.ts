import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..', 'reference');

/** Where the reference page lives on the product's server: a folder of the web build, served as its files are. */
export const REFERENCE_PATH = '/__reference/index.html';

/**
 * Builds the reference page (bench/reference: React 19 + React Router, nothing else) with Vite's production settings
 * into the web build's `__reference` folder, so the product's own server serves it with the same headers, compression
 * and connection as the home. Returns a function that removes it again.
 */
export async function buildReferencePage(webDist: string): Promise<() => void> {
  const outDir = join(webDist, '__reference');
  // Vite's build sets NODE_ENV=production in this process, and the server this script starts next inherits it.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root,
    base: '/__reference/',
    mode: 'production',
    // React Router's "use client" directive means nothing in a client bundle; its warning would only be noise.
    logLevel: 'error',
    configFile: false,
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: { conditions: ['module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return () => rmSync(outDir, { recursive: true, force: true });
}
