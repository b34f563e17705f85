import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { checkedKey, type FileStore } from './file-store.js';

/**
 * The embedded default: files under a folder of the data directory. A put writes a temporary file and renames it
 * into place, so a reader never sees half a file and a crash leaves no truncated one under the key.
 */
export function localFileStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
        await pipeline(source, createWriteStream(temporary, { mode: 0o600 }));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? createReadStream(path) : undefined;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const base = join(root, ...prefix.split('/').filter(Boolean));
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
  };
}
