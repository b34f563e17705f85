import type { FileStoreSettings } from './file-store.config.js';
import type { FileStore } from './file-store.js';
import { localFileStore } from './local-file-store.js';

/**
 * The store the configuration chose (FILE_STORE): a local folder, or an S3-compatible bucket. The S3 client is loaded
 * only when chosen: it is large, and it warns about the Node version at load.
 */
export async function createFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.kind === 'local') return localFileStore(settings.dir);
  const { s3FileStore } = await import('./s3-file-store.js');
  return s3FileStore(settings);
}
