import QRCode from 'qrcode';

/** The BR Code as an SVG QR image in a data: URL (medium error correction, as bank apps read best). */
export async function qrDataUrl(brCode: string): Promise<string> {
  const svg = await QRCode.toString(brCode, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
