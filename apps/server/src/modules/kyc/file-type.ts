/*
 * What an uploaded file is, read from its first bytes: the name and the type the browser declared are the sender's
 * word, the magic bytes are the file's. Only what a phone's camera or a scanner makes is accepted.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type DocumentType = ImageType | 'application/pdf';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(bytes: Buffer): ImageType | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 24 && bytes.subarray(0, 8).equals(PNG)) return 'image/png';
  if (bytes.length > 30 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

export function sniffDocument(bytes: Buffer): DocumentType | undefined {
  if (bytes.length > 8 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return sniffImage(bytes);
}

export interface Dimensions {
  width: number;
  height: number;
}

/** A JPEG's size from its first start-of-frame marker (baseline, progressive, lossless: C0 to CF but C4, C8, CC). */
function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpDimensions(bytes: Buffer): Dimensions | undefined {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** The pixel size an image's header declares (no decoding); undefined when the header cannot be read. */
export function imageDimensions(bytes: Buffer): Dimensions | undefined {
  const type = sniffImage(bytes);
  try {
    if (type === 'image/png') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    if (type === 'image/jpeg') return jpegDimensions(bytes);
    if (type === 'image/webp') return webpDimensions(bytes);
  } catch {
    // A header cut short: treated as unreadable.
  }
  return undefined;
}

/** The bytes of a data URL (`data:<type>;base64,<data>`): its declared type is ignored. */
export function dataUrlBytes(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
}
