import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One level below apps/games both as source (src/) and once bundled (dist/), so these paths hold in both. */
export const GAMES_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = resolve(GAMES_ROOT, 'drizzle');
/** vite builds the game pages here. */
export const DEFAULT_WEB_DIST_DIR = resolve(GAMES_ROOT, 'dist/web');
