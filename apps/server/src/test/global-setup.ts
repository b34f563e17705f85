import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_ROOT } from '../paths.js';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresTemplate, sweepStaleTemplates } from './db-template.js';

const TMP_DIR = resolve(SERVER_ROOT, '../../.tmp');

/**
 * Builds this run's database templates (test/db-template.ts) before any suite
 * starts and removes them after the last. A template that fails to build is
 * left out with a warning: suites then build their own databases as before
 * and fail, if they do, with their own error, not one for the whole run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  await sweepStaleTemplates(TMP_DIR, adminUrl).catch((error: unknown) => console.warn('could not sweep old test templates:', error));
  // PGlite works in this process and PostgreSQL in its own: building both at once costs little more than one.
  const [pglite, postgres] = await Promise.allSettled([
    buildPgliteTemplate(TMP_DIR),
    adminUrl ? buildPostgresTemplate(adminUrl) : Promise.resolve(undefined),
  ]);
  if (pglite.status === 'fulfilled') project.provide('pgliteTemplate', pglite.value);
  else console.warn('no PGlite template, every suite builds its own database:', pglite.reason);
  if (postgres.status === 'fulfilled' && postgres.value) project.provide('postgresTemplate', postgres.value);
  else if (postgres.status === 'rejected') console.warn('no PostgreSQL template, every suite builds its own database:', postgres.reason);

  return async () => {
    if (pglite.status === 'fulfilled') await rm(pglite.value, { force: true });
    if (adminUrl && postgres.status === 'fulfilled' && postgres.value) await dropPostgresTemplate(adminUrl, postgres.value);
  };
}
