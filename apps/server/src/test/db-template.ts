import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seed } from '../seed/seed.js';

/*
 * One migrated database seeded with the demo merchant per test run, built by
 * test/global-setup.ts and copied by createTestDatabase: about 60 suites each
 * need one (twice with TEST_DATABASE_URL), and on a two-core machine
 * initialising, migrating and seeding PGlite took 3 s where loading a copy
 * took 1 s (PostgreSQL: 0.75 s against 0.23 s; docs/decisions/test-runs.md). Built once
 * per run, not kept between runs, so a template never lags the migrations or
 * seed of the working tree, and its seed is as recent as the run, as each
 * suite's own seed was.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** File of the PGlite template (a dumpDataDir tarball); unset when it could not be built. */
    pgliteTemplate?: string;
    /** PostgreSQL template database of this run; unset without TEST_DATABASE_URL. */
    postgresTemplate?: string;
  }
}

/** A run is over long before this: an older template belongs to a run that was killed before its teardown. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;
const PGLITE_PREFIX = 'pglite-template-';
const POSTGRES_PREFIX = 'test_template_';

/** One throwaway connection to `url` for `run` (creating and dropping test databases, killing backends). */
export async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `adminUrl` pointed at another database of the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Writes the template tarball to a file of its own in `dir` (its name unique to the run) and answers its path. */
export async function buildPgliteTemplate(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${PGLITE_PREFIX}${Date.now()}-${randomBytes(4).toString('hex')}.tar`);
  const database = await createDatabase({ memory: true });
  try {
    await migrateDatabase(database);
    await seed(database.db, 'demo');
    // Uncompressed: gzip would make every suite's load slower to save disk space nobody needs here.
    // drizzle keeps the PGlite client it wraps as $client (left out of the Db type both drivers share).
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    // Written aside and renamed, so a file of that name is always a whole template.
    await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.part`, file);
  } finally {
    await database.close();
  }
  return file;
}

export async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `${POSTGRES_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const database = await createDatabase({ url: databaseUrl(adminUrl, name), pipelineLanes: 0 });
    try {
      await migrateDatabase(database);
      await seed(database.db, 'demo');
    } finally {
      await database.close();
    }
    // CREATE DATABASE ... TEMPLATE fails while anyone is connected to the template: from here nobody can connect.
    await withAdmin(adminUrl, (c) => c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropPostgresTemplate(adminUrl, name);
    throw error;
  }
  return name;
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    // A template database cannot be dropped.
    await c.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** When a template database was built, from its name; NaN (never swept) for a name we did not give. */
const bornAt = (name: string) => Number(name.slice(POSTGRES_PREFIX.length).split('_')[0]);

/**
 * Templates of runs killed before their teardown. Only old ones: other runs
 * (other checkouts, other people on the same PostgreSQL) may be using theirs.
 */
export async function sweepStaleTemplates(dir: string, adminUrl: string | undefined): Promise<void> {
  const now = Date.now();
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.startsWith(PGLITE_PREFIX))) {
    const path = join(dir, file);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > STALE_AFTER_MS) await rm(path, { force: true });
  }
  if (!adminUrl) return;
  const { rows } = await withAdmin(adminUrl, (c) =>
    c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [POSTGRES_PREFIX]),
  );
  for (const { datname } of rows) {
    if (now - bornAt(datname) > STALE_AFTER_MS) await dropPostgresTemplate(adminUrl, datname);
  }
}
