/**
 * SPEC §2 jackpot counter box: a decorative amount that starts at a random
 * value between 1.2 and 1.3 billion and rises every 3, 4 or 5 seconds by a
 * random 100 to 500. `random` is Math.random's contract: [0, 1).
 */
export const JACKPOT_MIN = 1_200_000_000;
export const JACKPOT_MAX = 1_300_000_000;
const DELAYS_MS = [3000, 4000, 5000] as const;

export function jackpotStart(random: () => number): number {
  return JACKPOT_MIN + Math.floor(random() * (JACKPOT_MAX - JACKPOT_MIN + 1));
}

export function jackpotStep(random: () => number): { delayMs: number; increment: number } {
  const delayMs = DELAYS_MS[Math.floor(random() * DELAYS_MS.length)] ?? 3000;
  const increment = 100 + Math.floor(random() * 401);
  return { delayMs, increment };
}
