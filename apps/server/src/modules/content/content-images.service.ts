import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { API, CONTENT_IMAGE_MAX_BYTES, contentImageTypes, type ContentImage } from '@app/contract';
import { AppError } from '../../http/app-error.js';
import type { FileStore } from '../../infra/file-store/file-store.js';

type ImageType = (typeof contentImageTypes)[number];

const EXTENSION: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPE_OF_EXTENSION: Record<string, ImageType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

const keyOf = (merchantId: number, name: string) => `content/${merchantId}/${name}`;

/** The player-facing address of a stored image (served by GET API.contentFile, whatever the store). */
export const contentFileUrl = (name: string) => API.contentFile.replace(':name', name);

const isImageType = (mime: string | undefined): mime is ImageType => contentImageTypes.includes(mime as ImageType);

/**
 * Keeps an operator's image: the type is read from the bytes (the data URL's declared type and any file name are the
 * sender's word), the size is capped, and the name is the content's SHA-256, so an upload of the same bytes is the
 * same file and a URL once given never shows other bytes (players' caches may keep it for a year).
 */
export async function storeImage(store: FileStore, merchantId: number, dataUrl: string): Promise<ContentImage> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError('request.too.large');
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!isImageType(mime)) throw new AppError('request.unsupported.media');
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[mime]}`;
  await store.put(keyOf(merchantId, name), bytes);
  return { url: contentFileUrl(name), contentType: mime, bytes: bytes.length };
}

/** A stored image of the merchant with its type, or content.not.found. `name` has passed contentFileNamePattern. */
export async function openImage(store: FileStore, merchantId: number, name: string): Promise<{ body: Readable; contentType: ImageType }> {
  const contentType = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
  const body = contentType ? await store.get(keyOf(merchantId, name)) : undefined;
  if (!body || !contentType) throw new AppError('content.not.found');
  return { body, contentType };
}
