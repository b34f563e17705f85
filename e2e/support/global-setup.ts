import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEEDED_DATA_DIR_ENV, startServer } from './server.js';

/**
 * One first start of the built servers, stopped cleanly, leaves a migrated and
 * seeded data folder (both PGlite databases, the demo activity) that every
 * server of the run starts from a copy of (support/server.ts). Each copy is
 * its own folder, so workers still share nothing; what a first start
 * generates into the databases (keys, the crash hash chain) is the same in
 * every copy, which no test compares across servers.
 */
export default async function globalSetup(): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-seeded-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  // Workers inherit the environment of the global setup.
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
