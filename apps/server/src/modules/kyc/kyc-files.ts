import { createHash, randomUUID } from 'node:crypto';
import { KYC_LIMITS } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../infra/file-store/file-store.js';
import { dataUrlBytes } from './file-type.js';
import * as repo from './kyc.repository.js';
import type { kycFilePurposes } from './kyc.tables.js';

export interface Upload {
  bytes: Buffer;
  contentType: string;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * The bytes of an uploaded data URL, checked: at most KYC_LIMITS.fileBytes, and what `sniff` reads from the first
 * bytes must be a type it knows (the type the browser declared in the URL is not trusted).
 */
export function decodeUpload(dataUrl: string, sniff: (bytes: Buffer) => string | undefined): Upload {
  const bytes = dataUrlBytes(dataUrl);
  if (bytes.length > KYC_LIMITS.fileBytes) throw new AppError('kyc.file.too.large', { max: '5 MB' });
  const contentType = sniff(bytes);
  if (!contentType) throw new AppError('kyc.file.type');
  return { bytes, contentType };
}

/**
 * Keeps a member's file: the bytes in the store under a key of our own making (never the sender's name), the row in
 * the caller's transaction. A transaction that fails after the put leaves an unreferenced file, never a row without one.
 */
export async function keepFile(
  db: Db,
  store: FileStore,
  key: repo.MemberKey,
  purpose: (typeof kycFilePurposes)[number],
  upload: Upload,
  at: Date,
): Promise<number> {
  const storeKey = `kyc/${key.merchantId}/${key.memberId}/${randomUUID()}.${EXTENSIONS[upload.contentType] ?? 'bin'}`;
  await store.put(storeKey, upload.bytes);
  return repo.insertFile(db, {
    ...key,
    purpose,
    contentType: upload.contentType,
    bytes: upload.bytes.length,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    key: storeKey,
    createdAt: at,
  });
}
