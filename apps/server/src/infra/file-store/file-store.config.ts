import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envSection, envVariable } from '@app/contract/env';
import { refusal } from '../../config-error.js';

const WITH_S3 = 'required with `FILE_STORE=s3`';

export const fileStoreEnv = envSection('Uploaded files', import.meta.url, {
  FILE_STORE: envVariable(z.enum(['local', 's3']).optional(), {
    text:
      'Where the files operators upload (banner and announcement images) are kept. `local`: a folder on this machine ' +
      '(`FILE_STORE_DIR`), right for one server process; `s3`: an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ' +
      'Backblaze B2 …), which every process behind a balancer shares. Players load the images through the server ' +
      '(`/wps/content/files/…`) either way, so the bucket can stay private.',
    unset: '`local`',
    production: 'must be chosen (`s3`, or `local` by name)',
  }),
  FILE_STORE_DIR: envVariable(z.string().optional(), {
    text: 'Folder of the uploaded files with `FILE_STORE=local`; relative to the working directory.',
    unset: '`DATA_DIR/files`',
  }),
  S3_ENDPOINT: envVariable(z.string().url().optional(), {
    text: "The S3 API's base URL (MinIO: `http://minio:9000`; R2: `https://<account>.r2.cloudflarestorage.com`).",
    unset: "AWS S3's own endpoint of `S3_REGION`",
  }),
  S3_REGION: envVariable(z.string().default('us-east-1'), { text: 'The region the requests are signed for (SigV4).' }),
  S3_BUCKET: envVariable(z.string().optional(), { text: 'The bucket the files go to; it must exist.', production: WITH_S3 }),
  S3_ACCESS_KEY_ID: envVariable(z.string().optional(), { text: 'Access key of a user that may put, get and delete.', production: WITH_S3 }),
  S3_SECRET_ACCESS_KEY: envVariable(z.string().optional(), { text: 'Its secret key.', production: WITH_S3 }),
  S3_FORCE_PATH_STYLE: envVariable(z.enum(['true', 'false']).optional(), {
    text: 'Address the bucket in the path (`<endpoint>/<bucket>/<key>`, as MinIO wants) rather than as a sub-domain.',
    unset: '`true`',
  }),
  S3_PREFIX: envVariable(z.string().optional(), {
    text: 'A folder inside the bucket every key goes under (`platform/`), when the bucket is shared.',
    unset: "none: keys start at the bucket's root",
  }),
});

type FileStoreEnv = z.output<typeof fileStoreEnv.schema> & { DATA_DIR: string; NODE_ENV?: string | undefined };

export type S3Settings = {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  prefix: string;
};
export type FileStoreSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

/**
 * A production start names its store: a local folder on a server that is one of several would answer each image on
 * one process only, so the choice is never left to a default there. An incomplete `s3` refuses the start rather than
 * falling back to the folder.
 */
export function fileStoreConfig(e: FileStoreEnv, cwd: string): { fileStore: FileStoreSettings } {
  if (e.NODE_ENV === 'production' && !e.FILE_STORE)
    throw refusal(['FILE_STORE: must be chosen when NODE_ENV=production (s3 for a bucket, or local explicitly)']);
  if (e.FILE_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
    if (missing.length) throw refusal(missing.map((name) => `${name}: ${WITH_S3}`));
    return {
      fileStore: {
        kind: 's3',
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET!,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
        // `platform` and `platform/` mean the same folder.
        prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/*$/, '/') : '',
      },
    };
  }
  return { fileStore: { kind: 'local', dir: e.FILE_STORE_DIR ? resolve(cwd, e.FILE_STORE_DIR) : join(resolve(cwd, e.DATA_DIR), 'files') } };
}
