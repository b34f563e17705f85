import type { Readable } from 'node:stream';

/**
 * Where the platform keeps files it writes (regulator files first): keys are `/`-separated paths without `..`.
 * Small on purpose, so an S3 adapter (issue 31) implements it with one call each: a put streams its body (a day's
 * file can be large), a get answers a stream or undefined when nothing is stored under the key.
 */
export interface FileStore {
  put(key: string, body: Readable | Buffer | string): Promise<void>;
  get(key: string): Promise<Readable | undefined>;
  delete(key: string): Promise<void>;
  /** Every key under the prefix (a folder: end it with `/`), in key order. */
  list(prefix: string): Promise<string[]>;
}

const KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** Refuses a key that could leave the store's root (`..`, absolute, empty parts): keys are built by code, never typed. */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error(`invalid file key: ${key}`);
  return key;
}

/** The whole body of a stored file (tests and small files such as a manifest). */
export async function readAll(store: FileStore, key: string): Promise<Buffer | undefined> {
  const stream = await store.get(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
