import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from './file-store.config.js';
import { checkedKey, type FileStore } from './file-store.js';

/** What a stored object is, without its body. */
export interface StoredObject {
  bytes: number;
  contentType: string | undefined;
}

export interface S3FileStore extends FileStore {
  head(key: string): Promise<StoredObject | undefined>;
}

/** A stream's parts are sent 8 MB at a time (S3's multipart upload); a smaller body goes as one PutObject. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // S3-compatible servers (MinIO before 2024, R2, B2) do not all take the SDK's default CRC32 checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * The FileStore over an S3-compatible bucket (`FILE_STORE=s3`). Keys are checked as the local store checks them and
 * placed under `S3_PREFIX`; a missing object reads as undefined, as a missing file does.
 */
export function s3FileStore(settings: S3Settings, client: S3Client = s3Client(settings)): S3FileStore {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${checkedKey(key)}`;
  return {
    async put(key, body) {
      const Key = objectKey(key);
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.from(body) }));
        return;
      }
      await new Upload({ client, params: { Bucket, Key, Body: body }, partSize: PART_BYTES, queueSize: 2 }).done();
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body instanceof Readable ? answer.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { bytes: answer.ContentLength ?? 0, contentType: answer.ContentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${settings.prefix}${prefix}`, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(settings.prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
