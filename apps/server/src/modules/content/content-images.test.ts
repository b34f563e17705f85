import { API, CONTENT_IMAGE_MAX_BYTES } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_S3_KEYS, startFakeS3, type FakeS3 } from '../../infra/file-store/fake-s3.test-support.js';
import { testDatabases } from '../../test/test-app.js';
import { contentApp, dataUrl, png, type ContentApp } from './content.test-support.js';

const upload = (x: ContentApp, image: string) => x.call('POST', API.operatorContentImages, { image });

/** The smallest WebP and JPEG headers file-type recognises, with some bytes after. */
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0'), Buffer.alloc(40, 2)]);

async function roundTrip(x: ContentApp) {
  const bytes = png(12, 6, 0x42);
  const res = await upload(x, dataUrl(bytes, 'image/gif'));
  expect(res.statusCode, res.body).toBe(200);
  const image = res.json().value as { url: string; contentType: string; bytes: number };
  expect(image).toMatchObject({ contentType: 'image/png', bytes: bytes.length });
  expect(image.url).toMatch(/^\/wps\/content\/files\/[a-f0-9]{64}\.png$/);
  const served = await x.guest(image.url);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toMatch(/immutable/);
  expect(served.rawPayload.equals(bytes)).toBe(true);
  return image;
}

describe.each(testDatabases())('content images in the local folder on %s', (kind) => {
  let x: ContentApp;
  beforeAll(async () => {
    x = await contentApp(kind);
  });
  afterAll(() => x.close());

  it('stores an uploaded PNG, typed by its bytes (not the declared type), and serves it to players', async () => {
    await roundTrip(x);
    expect((await upload(x, dataUrl(WEBP))).json().value.contentType).toBe('image/webp');
    expect((await upload(x, dataUrl(JPEG))).json().value.contentType).toBe('image/jpeg');
  });

  it('refuses what is not a PNG, JPEG or WebP, and what is larger than 2 MB', async () => {
    const html = await upload(x, dataUrl(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'));
    expect([html.statusCode, html.json().errorCode]).toEqual([415, 'request.unsupported.media']);
    const gif = await upload(x, dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png'));
    expect(gif.statusCode).toBe(415);
    const big = Buffer.concat([png(2, 2), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(x, dataUrl(big));
    expect([tooBig.statusCode, tooBig.json().errorCode]).toEqual([413, 'request.too.large']);
  });

  it('answers 404 for an image it does not hold and 400 for a name that is not an image name', async () => {
    expect((await x.guest(API.contentFile.replace(':name', `${'a'.repeat(64)}.png`))).statusCode).toBe(404);
    expect((await x.guest(API.contentFile.replace(':name', '..%2F..%2Fetc%2Fpasswd'))).statusCode).toBe(400);
  });
});

describe.each(testDatabases())('content images in an S3-compatible bucket on %s', (kind) => {
  let s3: FakeS3;
  let x: ContentApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    const fileStore = {
      kind: 's3',
      endpoint: s3.url,
      region: 'us-east-1',
      bucket: 'files',
      ...FAKE_S3_KEYS,
      forcePathStyle: true,
      prefix: '',
    };
    x = await contentApp(kind, { config: { fileStore } as never });
  });
  afterAll(async () => {
    await x.close();
    await s3.close();
  });

  it('puts the upload in the bucket and serves it back from there', async () => {
    const image = await roundTrip(x);
    const name = image.url.split('/').pop()!;
    expect([...s3.objects.keys()]).toContainEqual(expect.stringMatching(new RegExp(`^files/content/\\d+/${name}$`)));
    expect(s3.requests.map((r) => r.operation)).toEqual(expect.arrayContaining(['PUT', 'GET']));
  });
});
