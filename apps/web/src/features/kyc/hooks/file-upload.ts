import { KYC_LIMITS } from '@app/contract';

/** Why a chosen file cannot be sent: a key of the page's `files` texts. */
export type FileProblem = 'type' | 'tooLarge' | 'empty';

export class FileRefused extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
    this.name = 'FileRefused';
  }
}

/** Photos larger than this, or of a type the server does not take (HEIC…), are redrawn as a JPEG first. */
const SEND_AS_IS_BYTES = 2_000_000;
const SENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The longest side of a redrawn photo: a document stays readable, the upload stays small on a phone's data plan. */
const MAX_SIDE_PX = 2000;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new FileRefused('type'));
    reader.readAsDataURL(file);
  });
}

/** A phone camera's 12-megapixel photo, drawn at most MAX_SIDE_PX wide or high as a JPEG. */
async function redrawn(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

const decodedBytes = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/**
 * A chosen file as the server takes it, a base64 data URL: a PDF (documents only) or a small photo as it is, a large
 * photo redrawn smaller. The server checks the type again from the bytes; this only spares a useless upload.
 */
export async function fileToDataUrl(file: File, options: { pdf: boolean }): Promise<string> {
  if (file.size === 0) throw new FileRefused('empty');
  const pdf = file.type === 'application/pdf';
  if (pdf && !options.pdf) throw new FileRefused('type');
  if (!pdf && !file.type.startsWith('image/')) throw new FileRefused('type');
  const asIs = pdf || (file.size <= SEND_AS_IS_BYTES && SENT_IMAGE_TYPES.includes(file.type));
  const url = asIs ? await readAsDataUrl(file) : await redrawn(file).catch(() => readAsDataUrl(file));
  if (decodedBytes(url) > KYC_LIMITS.fileBytes) throw new FileRefused('tooLarge');
  return url;
}
