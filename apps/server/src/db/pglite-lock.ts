import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dataDir} is in use by process ${pid}. ` +
        'Stop that process, or use the operator HTTP calls of the running server instead.',
    );
  }
}

const HEARTBEAT_MS = 10_000;
/** A holder refreshes the lock every HEARTBEAT_MS; one older than this belongs to a process that died. */
const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock file still belongs to a running holder. The pid alone is
 * not enough: after a crash and a container restart the same pid often
 * belongs to another process (or to us), hence the heartbeat.
 */
async function heldByOther(file: string): Promise<number | undefined> {
  const [text, info] = await Promise.all([readFile(file, 'utf8').catch(() => ''), stat(file).catch(() => undefined)]);
  const pid = Number(text.trim());
  const fresh = info !== undefined && Date.now() - info.mtimeMs < STALE_AFTER_MS;
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && fresh && isAlive(pid) ? pid : undefined;
}

/** A pid file beside the PGlite folder, because PGlite can only be opened by one process at a time. */
export async function acquireDataDirLock(dataDir: string): Promise<{ release(): Promise<void> }> {
  const file = `${dataDir}.lock`;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      const heartbeat = setInterval(() => {
        const now = new Date();
        utimes(file, now, now).catch(() => {});
      }, HEARTBEAT_MS);
      heartbeat.unref();
      return {
        release: async () => {
          clearInterval(heartbeat);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await heldByOther(file);
    if (holder !== undefined) throw new DataDirInUseError(dataDir, holder);
    await rm(file, { force: true });
  }
  throw new Error(`could not lock ${dataDir}`);
}
