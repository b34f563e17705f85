import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll, type FileStore } from './file-store.js';
import { localFileStore } from './local-file-store.js';

describe('local file store', () => {
  let root: string;
  let store: FileStore;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'file-store-'));
    store = localFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, gets, lists and deletes by key, streams included', async () => {
    await store.put('a/1/x.csv', 'one');
    await store.put('a/1/y.csv', Readable.from([Buffer.from('tw'), Buffer.from('o')]));
    await store.put('a/2/z.csv', Buffer.from('three'));
    expect((await readAll(store, 'a/1/y.csv'))?.toString()).toBe('two');
    expect(await store.list('a/1/')).toEqual(['a/1/x.csv', 'a/1/y.csv']);
    expect(await store.list('a/')).toEqual(['a/1/x.csv', 'a/1/y.csv', 'a/2/z.csv']);
    await store.delete('a/1/x.csv');
    expect(await store.get('a/1/x.csv')).toBeUndefined();
    expect(await store.list('nothing/')).toEqual([]);
  });

  it('refuses keys that would leave its folder', async () => {
    await expect(store.put('../escape', 'x')).rejects.toThrow(/invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/invalid file key/);
    await expect(store.put('a/../../b', 'x')).rejects.toThrow(/invalid file key/);
  });
});
