import { rebateCategories, type RebateCategory } from '@app/contract';

/** Rates are whole hundredths of a percent inside ("0.50" at the API is 50). */
export function percentToBp(text: string): number {
  const [units = '0', decimals = ''] = text.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

/** The rebate category of a game type; types without a category of their own (CRASH, PGE …) are slots. */
export function categoryOf(gameType: string | undefined): RebateCategory {
  return (rebateCategories as readonly string[]).includes(gameType ?? '') ? (gameType as RebateCategory) : 'RNG';
}

/** amount × bp / 10000, rounded down to the centavo: a payout never exceeds its rate. */
export const share = (amount: bigint, bp: number) => (amount * BigInt(bp)) / 10_000n;

export function ratesRecord(rows: Array<{ category: string; rateBp: number }>): Record<RebateCategory, string> {
  return Object.fromEntries(rebateCategories.map((c) => [c, bpToPercent(rows.find((r) => r.category === c)?.rateBp ?? 0)])) as Record<
    RebateCategory,
    string
  >;
}
