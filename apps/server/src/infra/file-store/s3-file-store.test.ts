import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { PRODUCTION_WITH_SANDBOXES } from '../../test/production-env.js';
import { FAKE_S3_KEYS, startFakeS3, type FakeS3 } from './fake-s3.test-support.js';
import type { S3Settings } from './file-store.config.js';
import { readAll } from './file-store.js';
import { s3FileStore, type S3FileStore } from './s3-file-store.js';

const settingsFor = (fake: FakeS3, extra: Partial<S3Settings> = {}): S3Settings => ({
  endpoint: fake.url,
  region: 'sa-east-1',
  bucket: 'platform-files',
  ...FAKE_S3_KEYS,
  forcePathStyle: true,
  prefix: 'prod/',
  ...extra,
});

describe('the S3 file store against a fake S3 API', () => {
  let fake: FakeS3;
  let store: S3FileStore;
  beforeAll(async () => {
    fake = await startFakeS3({ pageSize: 2 });
    store = s3FileStore(settingsFor(fake));
  });
  afterAll(() => fake.close());

  it('puts, heads, gets, lists (across pages) and deletes by key, under the prefix, with signed requests', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('content/1/a.png', png);
    await store.put('content/1/b.csv', 'one,two');
    await store.put('content/1/c.csv', Readable.from([Buffer.from('str'), Buffer.from('eam')]));
    await store.put('content/2/d.csv', 'other merchant');
    expect(fake.objects.get('platform-files/prod/content/1/a.png')?.body).toEqual(png);
    expect(await readAll(store, 'content/1/a.png')).toEqual(png);
    expect((await readAll(store, 'content/1/c.csv'))?.toString()).toBe('stream');
    expect(await store.head('content/1/b.csv')).toMatchObject({ bytes: 7 });
    expect(await store.list('content/1/')).toEqual(['content/1/a.png', 'content/1/b.csv', 'content/1/c.csv']);
    expect(fake.requests.filter((r) => r.operation === 'ListObjectsV2').length).toBeGreaterThanOrEqual(2);
    await store.delete('content/1/a.png');
    expect(await store.get('content/1/a.png')).toBeUndefined();
    expect(await store.head('content/1/a.png')).toBeUndefined();
    expect(fake.requests.map((r) => r.operation)).toEqual(expect.arrayContaining(['PUT', 'GET', 'HEAD', 'DELETE']));
  });

  it('refuses keys that would leave the prefix, before any request', async () => {
    const before = fake.requests.length;
    await expect(store.put('../escape', 'x')).rejects.toThrow(/invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/invalid file key/);
    expect(fake.requests.length).toBe(before);
  });

  it('fails loudly, never silently, when the server refuses the signature', async () => {
    const wrong = s3FileStore(settingsFor(fake, { secretAccessKey: 'not-the-secret' }));
    await expect(wrong.put('content/1/x.csv', 'x')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    const unknown = s3FileStore(settingsFor(fake, { accessKeyId: 'AKIAUNKNOWN' }));
    await expect(unknown.get('content/1/b.csv')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    expect(fake.objects.has('platform-files/prod/content/1/x.csv')).toBe(false);
  });
});

describe('FILE_STORE', () => {
  const base = { DATA_DIR: '/data' };
  it('defaults to a folder of the data directory, and s3 needs its bucket and keys', () => {
    expect(loadConfig(base, '/srv').fileStore).toEqual({ kind: 'local', dir: '/data/files' });
    expect(() => loadConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ACCESS_KEY_ID: required with `FILE_STORE=s3`[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    const s3 = loadConfig({ ...base, FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', ...envKeys() }).fileStore;
    expect(s3).toMatchObject({ kind: 's3', bucket: 'b', endpoint: 'http://minio:9000', forcePathStyle: true, region: 'us-east-1' });
  });

  it('must be chosen by a production start', () => {
    expect(() => loadConfig({ ...PRODUCTION_WITH_SANDBOXES, FILE_STORE: '' })).toThrow(
      /FILE_STORE: must be chosen when NODE_ENV=production/,
    );
    expect(loadConfig({ ...PRODUCTION_WITH_SANDBOXES, DATA_DIR: '/data' }).fileStore).toEqual({ kind: 'local', dir: '/data/files' });
  });
});

function envKeys() {
  return { S3_ACCESS_KEY_ID: FAKE_S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: FAKE_S3_KEYS.secretAccessKey };
}
