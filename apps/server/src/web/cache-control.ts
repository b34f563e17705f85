import { basename, relative, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const DAY = 'public, max-age=86400';

/** Files whose name stays the same across releases: the browser must revalidate them or miss updates. */
const shellFiles = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** Vite puts content-hashed files under assets/, so they never change under their name. */
export function cacheControlFor(root: string, file: string): string {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (shellFiles.has(basename(path))) return REVALIDATE;
  return DAY;
}
