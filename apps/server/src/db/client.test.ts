import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';
import { acquireDataDirLock, DataDirInUseError } from './pglite-lock.js';
import { merchants } from './schema.js';

const root = mkdtempSync(join(tmpdir(), 'db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A live process that is not this one, to stand in for another holder. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  return { pid: child.pid!, stop: () => child.kill() };
}

describe('createDatabase with a PGlite folder', () => {
  it('keeps data across reopening and pings while open', async () => {
    const dataDir = join(root, 'keep');
    const first = await createDatabase({ dataDir });
    await migrateDatabase(first);
    await first.db.execute(sql`insert into merchants (code, name, main_domain) values ('k', 'K', 'k.example')`);
    await first.ping();
    await first.close();
    await expect(first.ping()).rejects.toThrow();

    const second = await createDatabase({ dataDir });
    await migrateDatabase(second);
    expect(await second.db.$count(merchants)).toBe(1);
    await second.close();
  });
});

describe('acquireDataDirLock', () => {
  it('refuses a folder that a live process holds', async () => {
    const dataDir = join(root, 'held');
    const other = otherProcess();
    const mine = await acquireDataDirLock(dataDir);
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await mine.release();
      other.stop();
    }
  });

  it('takes over a lock left by a dead process or not refreshed for a while', async () => {
    const dataDir = join(root, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999');
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();

    const other = otherProcess();
    try {
      writeFileSync(`${dataDir}.lock`, String(other.pid));
      const old = new Date(Date.now() - 60_000);
      utimesSync(`${dataDir}.lock`, old, old);
      const again = await acquireDataDirLock(dataDir);
      await again.release();
    } finally {
      other.stop();
    }
  });
});
