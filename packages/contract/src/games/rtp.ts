/**
 * Return to player (Portaria SPA/MF 1.207/2024: the player sees each game's
 * RTP). Inside the catalogue it is an integer of hundredths of a percent
 * (9650 = 96.50 %), at the API a decimal string with two places ("96.50").
 * Free of zod, like constants.ts, so the web's first load can use it.
 */

/** Below half of the stakes back no vendor states, above all of them is not a return: the column's CHECK. */
export const RTP_MIN_BP = 5_000;
export const RTP_MAX_BP = 10_000;

/** An RTP as a fraction (0.9654, 36/37) to hundredths of a percent, rounded to the nearest. */
export function rtpBasisPoints(fraction: number): number {
  return Math.round(fraction * 10_000);
}

/** 9650 → "96.50". */
export function formatRtp(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/**
 * A stated RTP in percent with at most two places ("96.5", "96.50", "97")
 * to hundredths of a percent, read digit by digit (no float); null when it is
 * not such a number or lies outside 50.00–100.00.
 */
export function parseRtp(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints >= RTP_MIN_BP && basisPoints <= RTP_MAX_BP ? basisPoints : null;
}
