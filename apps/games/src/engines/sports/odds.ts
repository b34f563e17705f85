import type { Pick } from './sports.tables.js';

/** Decimal odds "2.35" as hundredths (235): payouts are computed in integers. */
export function oddsHundredths(odds: string): bigint {
  const match = /^(\d{1,4})\.(\d{2})$/.exec(odds);
  if (!match) throw new RangeError(`not decimal odds: ${odds}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

/** What a winning bet pays back, stake included, rounded down to the centavo. */
export const payout = (stakeMinor: bigint, odds: string) => (stakeMinor * oddsHundredths(odds)) / 100n;

export function oddsOf(fixture: { homeOdds: string; drawOdds: string | null; awayOdds: string }, pick: Pick): string | null {
  return pick === 'home' ? fixture.homeOdds : pick === 'away' ? fixture.awayOdds : fixture.drawOdds;
}

/**
 * The book's margin over a money line: Σ 1/odds − 1 (0.06 = 6%). The
 * expected return of any pick at fair probabilities is 1 / (1 + margin).
 */
export function bookMargin(odds: string[]): number {
  return odds.reduce((sum, o) => sum + 100 / Number(oddsHundredths(o)), 0) - 1;
}
