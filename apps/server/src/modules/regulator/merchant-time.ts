import { merchantDayStart } from '@app/contract';

/** The merchant's offset from UTC in ms (negative: behind), from the contract's one definition of its days. */
const OFFSET_MS = Date.UTC(2000, 0, 1) - merchantDayStart('2000-01-01').getTime();

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
const OFFSET_TEXT = `${OFFSET_MS < 0 ? '-' : '+'}${pad(Math.trunc(OFFSET_MS / 3_600_000))}:${pad((OFFSET_MS / 60_000) % 60)}`;

/** ISO 8601 in the merchant's local time with its offset: `2026-12-05T21:03:04.123-03:00`. */
export function merchantIso(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().replace('Z', OFFSET_TEXT);
}
