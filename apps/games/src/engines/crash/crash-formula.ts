/**
 * The crash game's mathematics, free of any Node or browser API so that the
 * server and the page's verifier run the very same code.
 *
 * Crash point of a round hash (64 hex digits): take h = its first 52 bits
 * (13 hex digits) and E = 2^52, then
 *
 *     n = min(floor(99·E / (E − h)), MAX_CRASH_CENTS)
 *
 * The crash point is n/100. For every m = k/100 ≥ 1.00 (k ≥ 100 up to the
 * maximum): P(n ≥ k) = 99/k, so a bet cashed out at m returns m·P = 0.99 of
 * its stake: exactly 1% house edge. n = 99 (about 1 round in 100) is the
 * instant bust: the round ends at 1.00x before it takes off and nobody wins.
 *
 * A bet cashed out at m wins when m ≤ n/100. The flight shows
 * floor(100·e^(g·t))/100 after t ms and crashes at the moment it would
 * show n/100 + 0.01, so every value up to the crash point is reachable.
 */
export const RTP = 0.99;
export const MIN_TARGET_CENTS = 101;
/** The highest crash point (1,000,000.00x): the flight ends there. */
export const MAX_CRASH_CENTS = 100_000_000;
/** Growth of the multiplier per millisecond of flight: 2x after 6.9 s, 10x after 23 s, 100x after 46 s. */
export const DEFAULT_GROWTH_PER_MS = 0.0001;

const E = 2n ** 52n;
const FLOAT_SLACK = 1e-9;

export function crashCentsOf(hashHex: string): number {
  if (!/^[0-9a-f]{64}$/.test(hashHex)) throw new Error('a round hash is 64 lowercase hex digits');
  const h = BigInt(`0x${hashHex.slice(0, 13)}`);
  const n = (99n * E) / (E - h);
  return n > BigInt(MAX_CRASH_CENTS) ? MAX_CRASH_CENTS : Number(n);
}

export const isInstantBust = (crashCents: number) => crashCents < 100;

/** What the page shows as the crash point (an instant bust shows 1.00x). */
export const shownCrashCents = (crashCents: number) => Math.max(crashCents, 100);

/** The multiplier (in hundredths) shown `elapsedMs` after take-off. */
export function multiplierCentsAt(elapsedMs: number, growthPerMs = DEFAULT_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + FLOAT_SLACK);
}

/** When the flight first shows `cents` (ms after take-off). */
export function msToReach(cents: number, growthPerMs = DEFAULT_GROWTH_PER_MS): number {
  return cents <= 100 ? 0 : Math.log(cents / 100) / growthPerMs;
}

/** How long the flight of a round lasts: until it would show one hundredth more than its crash point. */
export function flightMs(crashCents: number, growthPerMs = DEFAULT_GROWTH_PER_MS): number {
  return isInstantBust(crashCents) ? 0 : msToReach(crashCents + 1, growthPerMs);
}

/** A win: the stake times the multiplier, rounded down to the centavo. */
export const winMinorOf = (stakeMinor: bigint, cents: number) => (stakeMinor * BigInt(cents)) / 100n;

/** The highest multiplier a stake may reach under the per-bet payout cap (its bets are cashed out there). */
export function capCentsOf(stakeMinor: bigint, maxWinMinor: bigint): number {
  const cents = (maxWinMinor * 100n) / stakeMinor;
  return cents > BigInt(MAX_CRASH_CENTS) ? MAX_CRASH_CENTS : Number(cents);
}

/** 123 → "1.23". */
export const centsToMultiplier = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "1.23" → 123; undefined when not a multiplier with at most two decimals. */
export function multiplierToCents(text: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
